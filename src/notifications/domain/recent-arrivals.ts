import type { ApplicationId } from '../../submission/domain/application-id';

/**
 * An application as the staff's daily digest names it: its number, the applicant's names and when
 * it arrived. Nothing else of it is ever read for the digest (no DUI, NIT, phone, e-mail or
 * address).
 */
export interface Arrival {
  id: ApplicationId;
  firstName: string;
  lastName: string;
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
