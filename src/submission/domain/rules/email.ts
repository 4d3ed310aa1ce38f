/**
 * The WHATWG definition of a valid e-mail address, narrowed twice: a dot in the domain (an
 * applicant's address is on the internet, never a bare host name), and no ? & = % in the local
 * part. Real addresses here never hold them, and they are a mailto link's own syntax: unencoded,
 * `ana%40gmail.com?bcc=espia%40evil.example&x=@gmail.com` is a message to ana with a hidden Bcc.
 * firestore.rules get it from here (build/rules/generated-rules-block.ts), so it is written in
 * what both JavaScript and the rules' RE2 read alike: ASCII classes, no flags.
 */
export const EMAIL_FORMAT =
  /^[A-Za-z0-9.!#$'*+/^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const MAX_EMAIL_LENGTH = 254;

export function isWellFormedEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_FORMAT.test(value);
}
