import { bodyRefusalOf, type BodyRefusal } from './bounded-request-bodies';

/**
 * The most a request to the intake, the talk pages or the form's beacon may carry: the page's
 * JSON is well under 2 KiB, a talk page's POST and a beacon a few bytes. The form sent without
 * the page's script is URL-encoded, up to nine bytes a character: every field at its longest, in
 * characters of three bytes, still fits (a test says so). Past it the answer is 413, before any
 * parser reads it (bounded-request-bodies.ts).
 */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024;

/**
 * How long an allowed body may take to arrive: the most a body may carry, 16 KiB, takes about
 * 6.5 s at 20 kbit/s, a weak 2G signal (a real form, under 2 KiB, less than one); the page's
 * script gives up on an attempt after 9 s anyway.
 */
export const BODY_DEADLINE_MS = 8_000;

/**
 * The functions whose processes bound bodies: the ones anyone can reach over HTTP (the team's
 * callable parses its body before it can see who is calling, and an invitation is a few bytes).
 * A trigger's event is not bounded: it may carry a whole document.
 */
export const BODY_BOUNDED_FUNCTIONS: ReadonlySet<string> = new Set([
  'intake',
  'talkPages',
  'statusPages',
  'team',
  // The form's beacon: `{"event":"enviado"}` is 18 bytes.
  'formUse',
]);

export interface SizedRequest {
  get(name: string): string | undefined;
  /** The bytes the framework read, when it read any. */
  rawBody?: Buffer;
}

/**
 * The status to refuse the request's body with, if any: as decided before any parser ran, or,
 * where no bound was installed (a process serving something else), by what the request says or
 * turned out to carry.
 */
export function bodyRefusal(request: SizedRequest): BodyRefusal | undefined {
  const early = bodyRefusalOf(request);
  if (early !== undefined) return early;
  const declared = Number(request.get('Content-Length') ?? 0);
  const read = request.rawBody?.length ?? 0;
  return !(declared <= MAX_REQUEST_BODY_BYTES) || read > MAX_REQUEST_BODY_BYTES ? 413 : undefined;
}
