import type { AddressQuota } from './address-quota';
import type { Application } from '../../applications/domain/stored-application';
import type { ApplicationId } from '../../applications/domain/application-id';

/**
 * How many applications the whole intake takes in a window before the next ones are marked for
 * review: 60 an hour by default, many times the cooperative's busiest day. Past it they are still
 * stored (a real applicant loses nothing), but they send no receipt and wait for staff.
 */
export const DEFAULT_WHOLE_INTAKE_QUOTA: AddressQuota = { perWindow: 60, windowMs: 60 * 60_000 };

/** The intake ledger's key for the whole intake's count (an address key is a base64url hash). */
export const WHOLE_INTAKE_KEY = 'toda-la-recepcion';

/**
 * Why the server set an application aside: it arrived past the whole intake's hourly limit, or
 * as a plain form (without the page's script) while App Check is required, which such a form
 * cannot carry: a script posting the plain form gets no receipt e-mail out of it either.
 */
export type ReviewReason = 'limite-de-recepcion' | 'sin-verificacion';

export const REVIEW_REASONS: readonly ReviewReason[] = ['limite-de-recepcion', 'sin-verificacion'];

/**
 * Applications stored while the whole intake was past its limit, kept apart from the spec's
 * document (which stays verbatim): staff see the mark, and the inbox can filter on it.
 */
export interface ReviewMarks {
  mark(id: ApplicationId, at: Date, reason: ReviewReason): Promise<void>;
}

/**
 * What a stored application sets off once it is safe: e-mail, which alone carries the
 * applicant's next step (the link to choose a talk): nothing of it comes back to the sender.
 */
export interface ArrivalListener {
  /** `forReview`: stored marked for review (ReviewReason): it sends no receipt. */
  arrived(application: Application, forReview: boolean, links?: ArrivalLinks): Promise<void>;
}

/** What the intake hands the arrival beside the application. */
export interface ArrivalLinks {
  /**
   * The application's status link (StatusLinkIssuer), a path on the site, which the receipt
   * e-mail carries as the screen does; absent when it could not be issued.
   */
  statusPath?: string;
}

/**
 * The applicant's private link to their application's status page (src/applicant-status), issued
 * by the intake once the application is stored; the server binds it.
 */
export interface StatusLinkIssuer {
  /**
   * A link for the stored application; resolves to its path on the site. `token`: the link's
   * token when the request names one (derived from its idempotency key), so a repeat of the same
   * request is handed the same link again, never one more; else a new one is drawn.
   */
  issue(application: { id: ApplicationId; submittedAt: Date }, token?: string): Promise<string>;
  /**
   * A repeated request's link: the path of the one issued under `token` for the application, if
   * it is still kept; never issued again, so a link the applicant has since replaced (Perdí el
   * enlace) stays gone.
   */
  kept(
    application: { id: ApplicationId; submittedAt: Date },
    token: string,
  ): Promise<string | undefined>;
  /**
   * The honeypot's answer: a path of the same shape, which stores nothing and opens the page a
   * fresh application of this number, moment and arrival would show.
   */
  decoy(application: { id: ApplicationId; submittedAt: Date }, arrival: DecoyArrival): string;
}

/** What the status page of a trapped bot's application would show, had it been stored. */
export interface DecoyArrival {
  /** Held for review when it came unverified, as a real one would be. */
  stage: 'nueva' | 'en-revision';
  /** The NIT as typed: whether the checklist would ask for its copy. */
  nit: string;
}
