/**
 * The most a request to the intake or the talk pages may carry: the page's form is well under
 * 2 KiB, a talk page's POST a few bytes. Past it the answer is 413 before the body is looked at.
 *
 * What this does not bound: on Cloud Functions (2nd gen) the Functions Framework reads and parses
 * every body (JSON, form, text, anything else as bytes, up to 1 GiB) before the function's code
 * runs, with no setting to change that, so neither memory nor a slow sender can be cut here. What
 * bounds them in production is Cloud Run's own limit of 32 MiB per request and the function's
 * timeoutSeconds (docs/architecture.md, "Request bodies").
 */
export const MAX_REQUEST_BODY_BYTES = 8 * 1024;

export interface SizedRequest {
  get(name: string): string | undefined;
  /** The bytes the framework read, when it read any. */
  rawBody?: Buffer;
}

/** Whether the request says, or turned out, to carry more than MAX_REQUEST_BODY_BYTES. */
export function bodyTooLarge(request: SizedRequest): boolean {
  const declared = Number(request.get('Content-Length') ?? 0);
  const read = request.rawBody?.length ?? 0;
  return !(declared <= MAX_REQUEST_BODY_BYTES) || read > MAX_REQUEST_BODY_BYTES;
}
