import type { ApplicationId } from './application-id';

/**
 * An application as the staff's daily digest lists it: its number and when it arrived. Nothing
 * of the applicant is ever read for the digest, not even their name: what is never read cannot
 * end up in an e-mail.
 */
export interface Arrival {
  id: ApplicationId;
  date: Date;
}

/**
 * What arrived lately, for the daily digest. One bounded read: never the whole collection, and
 * never an erased application (its erasure record names nobody).
 */
export interface RecentArrivals {
  /**
   * Up to `limit` applications that arrived at `from` or later, newest first (as the inbox lists
   * them): past the limit, the ones left out are the oldest.
   */
  since(from: Date, limit: number): Promise<Arrival[]>;
}
