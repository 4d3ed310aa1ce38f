const COUNTRY_CODE = '503';

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * A call from a phone or softphone on the desk: El Salvador's code, then the eight digits. Digits
 * only, whatever was stored: nothing else of the text reaches this link or WhatsApp's.
 */
export const telHref = (phone: string): string => `tel:+${COUNTRY_CODE}${digitsOf(phone)}`;

/**
 * Each side of the @ percent-encoded (RFC 6068): whatever the stored address holds (one kept
 * from before the e-mail rule refused ? & = %, say), it is the one recipient, never a header.
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/** WhatsApp only reaches mobiles: in El Salvador they start with 6 or 7, landlines with 2. */
export function whatsappHref(phone: string): string | null {
  const digits = digitsOf(phone);
  return /^[67]\d{7}$/.test(digits) ? `https://wa.me/${COUNTRY_CODE}${digits}` : null;
}
