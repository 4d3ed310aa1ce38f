import type { ApplicationId } from './application-id';

/**
 * The server's look-up of a repeat applicant: the newest application stored under a DUI, found
 * with one exact-match query (never a scan), answered with its number only. Adapters pass
 * tests/contract/earlier-applications-contract.ts.
 */
export interface EarlierApplications {
  /** The newest stored application with this DUI; undefined when there is none. */
  latestWithDui(dui: string): Promise<ApplicationId | undefined>;
}
