import type { ApplicationField } from '../../applications/domain/stored-application';
import type { ApplicationId } from '../../applications/domain/application-id';

/**
 * What the server's intake answers the page, as JSON: the one contract between the endpoint and
 * the page's client, so both read it from here.
 */
export type IntakeAnswer =
  /**
   * The same for every stored form, whatever it set off: the link to choose a talk goes only in
   * the receipt e-mail (bounded by its mailbox's budget), and a bot caught by the honeypot cannot
   * tell its answer from a real one. `statusPath`: the application's status page, a private link
   * (the honeypot's leads nowhere); absent when the server could not issue one.
   */
  | { outcome: 'stored'; id: ApplicationId; submittedAt: string; statusPath?: string }
  /** A field broke the form's rules (or the request was not a form at all: no fields named). */
  | { outcome: 'invalid'; fields: ApplicationField[] }
  /** This address stored as many applications as its window allows: try again later. */
  | { outcome: 'address-limit' }
  /** App Check is on and the request carried no valid, unused token. */
  | { outcome: 'unverified' }
  | { outcome: 'failed' };

/**
 * A status page's path as the answer carries it: on the site's own origin, a single slash, and
 * only the characters of a path and a token (the page makes a link of it).
 */
export const isStatusPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[a-z-]+\/[A-Za-z0-9_-]{43}$/.test(value);

export const INTAKE_STATUS: Record<IntakeAnswer['outcome'], number> = {
  stored: 201,
  invalid: 400,
  'address-limit': 429,
  unverified: 401,
  failed: 503,
};

/** Where the page sends an application in production: the site's own origin (a Hosting rewrite). */
export const INTAKE_PATH = '/api/solicitudes';

/** The status page's address that also says the form was just sent ('Formulario enviado…'). */
export const SENT_PAGE_SEGMENT = 'enviada';

/**
 * Where the intake sends a browser whose plain form (no script) it stored: the application's
 * status page, saying the form was sent.
 */
export const sentPagePath = (statusPath: string): string => `${statusPath}/${SENT_PAGE_SEGMENT}`;

/**
 * Perdí el enlace: where an applicant asks for a fresh status link (src/applicant-status serves it,
 * under this path), named wherever the receipt cannot hand the link itself.
 */
export const LOST_LINK_PAGE_PATH = '/estado/perdi-el-enlace';
