const EMAIL_LIKE = /[^\s@]+@[^\s@]+/g;
const DIGIT_RUNS = /\d[\d-]{5,}\d/g;

/** Keeps what helps a maintainer (the error's kind and text) and drops anything an applicant typed. */
export function describeFailure(error: unknown): { name: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { name: typeof error, message: 'non-Error value thrown' };
  const code = (error as { code?: unknown }).code;
  const message = error.message.replace(EMAIL_LIKE, '[redactado]').replace(DIGIT_RUNS, '[redactado]');
  return typeof code === 'string' ? { name: error.name, code, message } : { name: error.name, message };
}

export function reportSubmitFailure(error: unknown): void {
  console.error('primer-paso: no se pudo guardar la solicitud', describeFailure(error));
}
