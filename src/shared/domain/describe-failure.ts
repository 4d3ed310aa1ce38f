const EMAIL_LIKE = /[^\s@]+@[^\s@]+/g;
const DIGIT_RUNS = /\d[\d-]{5,}\d/g;
/** An application's number: shown to staff (a damaged document's path), never logged. */
const APPLICATION_NUMBERS = /SOL\d{4}/g;

/** Blanks out what looks like an e-mail address or a long run of digits (DUI, NIT, phone). */
export const redact = (text: string): string =>
  text.replace(EMAIL_LIKE, '[redactado]').replace(DIGIT_RUNS, '[redactado]');

/**
 * What may be logged about an error: its kind and its text, with anything that looks like an
 * e-mail address, a long run of digits (DUI, NIT, phone) or an application's number (a path such
 * as Applications/SOL4821 names whose document it is) blanked out. Never the error itself.
 */
export function describeFailure(error: unknown): { name: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { name: typeof error, message: 'non-Error value thrown' };
  const code = (error as { code?: unknown }).code;
  const message = redact(error.message).replace(APPLICATION_NUMBERS, 'SOL[redactado]');
  const { name } = error;
  return typeof code === 'string' ? { name, code, message } : { name, message };
}
