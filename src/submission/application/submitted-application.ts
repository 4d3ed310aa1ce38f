import type { ApplicationId } from '../../applications/domain/application-id';

/** The answer to a submit, whichever use case stored it (or pretended to, for a bot). */
export interface SubmittedApplication {
  id: ApplicationId;
  /** The moment saved with the application, so the applicant's receipt shows the same date. */
  submittedAt: Date;
  /**
   * On the server: the page sent this form before (one Idempotency-Key) and an application was
   * stored for it then; this is that one's number, and nothing new was stored.
   */
  repeated?: true;
  /**
   * With a server: the path of the application's status page (a private link, /estado/…). Absent
   * in demo mode, which has no server (and on the rare answer whose link could not be issued).
   */
  statusPath?: string;
  /**
   * Stored by the cooperative's server (the page's remote intake, remote-intake.ts), so the status
   * pages and Perdí el enlace exist even when statusPath is absent; never set in demo mode.
   */
  viaServer?: true;
  /**
   * Demo mode only (set by the demo's composition): whether this browser hands the application to
   * the demo's inbox in another tab, and that inbox's address for it; `shared: false` where the
   * browser cannot, so the receipt says the inbox will not show it.
   */
  demoInbox?: { shared: true; path: string } | { shared: false };
}
