import type { SubmitApplicationCommand } from './submit-application-command';

/**
 * An application as the server receives it: the form and its hidden field, and what the endpoint
 * could tell of the request that carried it.
 */
export interface IntakeCommand extends SubmitApplicationCommand {
  /** The sender's network address, as the server could tell it. Only its keyed hash is kept. */
  address: string;
  /** When the answer is due (intakeDeadline: the page's budget, at most INTAKE_DEADLINE_MS). */
  deadline?: Date;
  /**
   * The page's Idempotency-Key for this filled form, already checked by the endpoint
   * (isIdempotencyKey), or the plain form's own (plainFormKey). Only its keyed hash is kept.
   * Absent from a page older than the key.
   */
  idempotencyKey?: string;
  /**
   * Who handed the request to the server's front end, when that is not the sender: the site's
   * CDN, or a caller at the function's own URL that wrote the sender's address itself.
   */
  relay?: string;
  /**
   * Sent as a plain form while App Check is required: no token could come with it, so it is
   * stored marked for review ('sin-verificacion') and sends no receipt, whatever the counts say.
   */
  unverified?: boolean;
  /**
   * Sent as a plain form, without the page's script: its applicant corrects a field on the page
   * the server answers, as the script's applicant does before sending, so a form that breaks a
   * rule takes no place in its sender's count. The script's JSON was checked by the page before
   * it was sent: one that breaks a rule is not the page's, and does take a place.
   */
  withoutScript?: boolean;
}
