import type { ApplicationForm } from '../../applications/domain/stored-application';

/**
 * What the form sends, the one argument of every submit (the page's in-browser use case, the
 * page's client of the server's intake, and the server's intake, which adds what it knows of the
 * request: IntakeCommand).
 */
export interface SubmitApplicationCommand {
  /** The applicant's values, as typed. */
  form: ApplicationForm;
  /**
   * The value of a field people never see (honeypot.ts): only bots fill it. Absent or blank for
   * people.
   */
  honeypot?: string;
}
