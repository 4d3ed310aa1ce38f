import { describeFailure } from '../../../shared/domain/describe-failure';
import type { CountFormUse } from '../../application/count-form-use';
import { formUseEventOf, type FormUseEvent } from '../../domain/form-use';

export interface FormUseCall {
  /** The beacon's body: its text (text/plain), or what a JSON parser made of it. */
  body: unknown;
  /** The sender's network address: only admission's keyed hash of it is kept, never logged. */
  address: string;
}

export interface FormUseServices {
  /** Whether this address may count `event` once more today (a bound on inflating the counts). */
  admit(address: string, event: FormUseEvent): Promise<boolean>;
  countFormUse: Pick<CountFormUse, 'execute'>;
}

/** 204 counted; 400 not the page's beacon; 429 past the address's bound; 503 storage failed. */
export type FormUseStatus = 204 | 400 | 429 | 503;

/**
 * The beacon endpoint's answer (POST /api/uso, an HTTPS function today): the body read as one of
 * the page's two events, the sender admitted, then one count on the office's day. No answer has a
 * body: a beacon reads none. A failure is logged by its kind, redacted, never with the address.
 */
export async function answerFormUse(
  { body, address }: FormUseCall,
  { admit, countFormUse }: FormUseServices,
): Promise<FormUseStatus> {
  // Whichever parser the framework ran: text (a beacon's text/plain), JSON, or none (bytes).
  const event = formUseEventOf(ArrayBuffer.isView(body) ? new TextDecoder().decode(body) : body);
  if (event === undefined) return 400;
  try {
    if (!(await admit(address, event))) return 429;
    await countFormUse.execute(event);
    return 204;
  } catch (error) {
    console.error('primer-paso: no se pudo contar el uso del formulario', describeFailure(error));
    return 503;
  }
}
