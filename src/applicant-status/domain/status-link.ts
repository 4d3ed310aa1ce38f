import { isCapabilityToken } from '../../shared/domain/capability-token';
import type { ApplicationId } from '../../applications/domain/application-id';
import { isSameSubmission } from '../../applications/domain/same-submission';
import { LOST_LINK_PAGE_PATH, SENT_PAGE_SEGMENT } from '../../submission/domain/intake-answer';
import { STATUS_PAGES_PATH } from './status-pages-path';

/**
 * The applicant's private link to their application's status page: a capability (a random token
 * of 256 bits, src/shared/domain/capability-token.ts), never the SOL number alone. Storage keeps
 * it under the token's SHA-256 (StatusLinks/{hash}), never the token. It names the application
 * and the moment it was submitted (isSameSubmission, src/applications/domain/same-submission.ts):
 * a number erased and given again later is another application, which an old link never shows.
 */
export interface StatusLink {
  applicationId: ApplicationId;
  /** The application's own submission moment (its `date`). */
  submittedAt: Date;
  issuedAt: Date;
  /**
   * A link that only an e-mail to the applicant carries (the receipt's, Perdí el enlace's): the
   * intake's answer hands the browser another one. Holding it shows that whoever opens it reads
   * the mailbox, which the talk's seat requires (seat-offer.ts); absent on every other link.
   */
  byMail?: true;
}

/**
 * The status links, on the server (the Admin SDK). Adapters pass
 * tests/contract/status-links-contract.ts.
 */
export interface StatusLinks {
  /**
   * Keeps the link under its token's SHA-256, never the token itself. A token is issued once: the
   * same link again (a repeated request's: same application and submission) changes nothing, any
   * other is refused.
   */
  issue(token: string, link: StatusLink): Promise<void>;
  /** The link kept under the token's SHA-256, if any. */
  find(token: string): Promise<StatusLink | undefined>;
  /**
   * Deletes every link of the application issued up to `upTo`: when the applicant asks for a
   * fresh one (Perdí el enlace: all but `keep`, the fresh one's token, issued first), and when the
   * application is removed or erased.
   */
  forget(applicationId: ApplicationId, upTo: Date, keep?: string): Promise<void>;
}

/**
 * The lost-link form's address: a word, never a token's shape. Named by the intake's receipt
 * (the submission module's domain), under this module's pages' path.
 */
export const LOST_LINK_PATH = LOST_LINK_PAGE_PATH;

/** What the status page offers, each at its own address under the link. */
export type StatusAction = 'retirar' | 'elegir-charla' | 'no-asistire';

const ACTIONS: readonly StatusAction[] = ['retirar', 'elegir-charla', 'no-asistire'];

/** The status page's path on the site's own origin. */
export const statusPath = (token: string): string => `${STATUS_PAGES_PATH}/${token}`;

export const statusActionPath = (token: string, action: StatusAction): string =>
  `${statusPath(token)}/${action}`;

/** What a path under /estado/ asks for: a link's page, one of its actions, the lost-link form. */
export type StatusRoute =
  /** `justSent`: the address the intake sends a plain form's browser to once it stored it. */
  | { page: 'status'; token: string; justSent?: true }
  | { page: 'action'; token: string; action: StatusAction }
  | { page: 'lost-link' }
  | { page: 'unknown' };

export function statusRouteOf(path: string): StatusRoute {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === LOST_LINK_PATH) return { page: 'lost-link' };
  const prefix = `${STATUS_PAGES_PATH}/`;
  if (!trimmed.startsWith(prefix)) return { page: 'unknown' };
  const [token = '', action, ...rest] = trimmed.slice(prefix.length).split('/');
  if (!isCapabilityToken(token) || rest.length > 0) return { page: 'unknown' };
  if (action === undefined) return { page: 'status', token };
  if (action === SENT_PAGE_SEGMENT) return { page: 'status', token, justSent: true };
  return (ACTIONS as readonly string[]).includes(action)
    ? { page: 'action', token, action: action as StatusAction }
    : { page: 'unknown' };
}

/** Whether two links name the same application and submission (a token issued again). */
export const isSameLink = (
  kept: Pick<StatusLink, 'applicationId' | 'submittedAt'>,
  link: Pick<StatusLink, 'applicationId' | 'submittedAt'>,
): boolean =>
  kept.applicationId === link.applicationId &&
  kept.submittedAt.getTime() === link.submittedAt.getTime();

/** A link stands for the application it was issued for, and no later one under its number. */
export const isLinkOf = (link: StatusLink, application: { submittedAt: Date }): boolean =>
  isSameSubmission(application.submittedAt, link.submittedAt);
