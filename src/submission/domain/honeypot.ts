/**
 * Whether the field people never see was filled: only bots fill it. Blank space is not filled
 * (a browser's autofill may leave some), so the page, the use case and the intake agree on which
 * sends are stored and which only get the usual answer.
 */
export const isHoneypotFilled = (honeypot: string): boolean => honeypot.trim() !== '';

/** The hidden field's name in the form: 'website', which bots rarely leave empty. */
export const HONEYPOT_FIELD_NAME = 'website';

/** Its label, for whoever reads the markup (a bot): people never see it. */
export const HONEYPOT_FIELD_LABEL = 'Sitio web (deja este campo vacío)';
