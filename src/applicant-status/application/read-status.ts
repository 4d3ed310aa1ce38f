import type { Seat } from '../../talks/domain/seat';
import type { SeatRegistry } from '../../talks/domain/seat-registry';
import type { Talk } from '../../talks/domain/talk';
import { isLinkOf, type StatusLinks } from '../domain/status-link';
import type { StatusRecord, StatusRecords } from '../../applications/domain/status-records';

/** What a status link shows: the application's status and its seat, or that the link is void. */
export type StatusView =
  | { found: false }
  | {
      found: true;
      record: StatusRecord;
      seat?: { talk: Talk; seat: Seat };
      /** The link is one only an e-mail carries (StatusLink.byMail). */
      byMail: boolean;
    };

/**
 * The status page (a GET: mail scanners open links by themselves, so reading never changes
 * anything). A link finds nothing once its application is gone, or when the number is another
 * application's now. A few gets: the link, the application, its seat and talk.
 */
export class ReadStatus {
  constructor(
    private readonly links: StatusLinks,
    private readonly records: StatusRecords,
    private readonly seats: Pick<SeatRegistry, 'heldSeat'>,
  ) {}

  async execute(token: string): Promise<StatusView> {
    const link = await this.links.find(token);
    if (!link) return { found: false };
    const [record, seat] = await Promise.all([
      this.records.statusOf(link.applicationId),
      this.seats.heldSeat(link.applicationId),
    ]);
    if (!record || !isLinkOf(link, record)) return { found: false };
    return { found: true, record, ...(seat ? { seat } : {}), byMail: link.byMail === true };
  }
}
