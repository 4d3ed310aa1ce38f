import type { Seat } from '../../talks/domain/seat';
import type { SeatRegistry } from '../../talks/domain/seat-registry';
import type { Talk } from '../../talks/domain/talk';
import { isLinkOf, type StatusLinks } from '../domain/status-link';
import { decoyRecord, openDecoyToken } from '../domain/decoy-link';
import type { AddressKeys } from '../../submission/domain/address-quota';
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
    /** The secret the honeypot's links are sealed under (decoy-link.ts). */
    private readonly keys?: AddressKeys,
  ) {}

  async execute(token: string): Promise<StatusView> {
    const link = await this.links.find(token);
    if (!link) return this.decoy(token);
    const [record, seat] = await Promise.all([
      this.records.statusOf(link.applicationId),
      this.seats.heldSeat(link.applicationId),
    ]);
    if (!record || !isLinkOf(link, record)) return { found: false };
    return { found: true, record, ...(seat ? { seat } : {}), byMail: link.byMail === true };
  }

  /**
   * A trapped bot's link, checked once storage has none: the page its fresh application would
   * show, which has no seat. It makes the reads a real link's page makes (their answers unused),
   * so its time tells nothing either. It is the link the bot was answered with, never an e-mail's,
   * so it offers no seat, as a real application's answered link does not.
   */
  private async decoy(token: string): Promise<StatusView> {
    const facts = this.keys && openDecoyToken(token, this.keys);
    if (!facts) return { found: false };
    await Promise.all([
      this.records.statusOf(facts.applicationId),
      this.seats.heldSeat(facts.applicationId),
    ]);
    // The answer's link is never an e-mail's: a real one followed from the answer says the same.
    return { found: true, record: decoyRecord(facts), byMail: false };
  }
}
