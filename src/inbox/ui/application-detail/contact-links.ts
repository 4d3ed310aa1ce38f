const COUNTRY_CODE = '503';

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** A call from a phone or softphone on the desk: El Salvador's code, then the eight digits. */
export const telHref = (phone: string): string => `tel:+${COUNTRY_CODE}${digitsOf(phone)}`;

export const mailtoHref = (email: string): string => `mailto:${email}`;

/** WhatsApp only reaches mobiles: in El Salvador they start with 6 or 7, landlines with 2. */
export function whatsappHref(phone: string): string | null {
  const digits = digitsOf(phone);
  return /^[67]\d{7}$/.test(digits) ? `https://wa.me/${COUNTRY_CODE}${digits}` : null;
}
