/**
 * The WHATWG definition of a valid e-mail address, narrowed to require a dot in the
 * domain: an applicant's address is on the internet, never a bare host name.
 */
const EMAIL_FORMAT =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const MAX_EMAIL_LENGTH = 254;

export function isWellFormedEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_FORMAT.test(value);
}
