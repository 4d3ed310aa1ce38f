import { drawCapabilityToken } from '../../shared/domain/capability-token';
import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import type { SeatRegistry } from '../../talks/domain/seat-registry';
import {
  cancelPassKeptUntil,
  CHOICE_PASS_LIFETIME_MS,
  passPath,
  type TalkPass,
} from '../../talks/domain/talk-pass';
import { seatOfferOf } from '../domain/seat-offer';
import { isLinkOf, type StatusLinks } from '../domain/status-link';
import type { StatusRecords } from '../../applications/domain/status-records';

/**
 * The status page's buttons about the talk (a POST each): a fresh link of the talks' own, to
 * choose a talk or to free the seat, issued only when the page offers it (seat-offer.ts), and
 * answered with that link's path for the browser to follow. The link's page does the rest.
 */
export class OfferSeatLink {
  constructor(
    private readonly links: StatusLinks,
    private readonly records: StatusRecords,
    private readonly seats: Pick<SeatRegistry, 'heldSeat' | 'issuePass'>,
    private readonly random: RandomSource,
    private readonly clock: Clock,
  ) {}

  /** The pass's path; undefined when the page does not offer it (any more). */
  async execute(token: string, purpose: 'elegir' | 'no-asistire'): Promise<string | undefined> {
    const now = this.clock.now();
    const link = await this.links.find(token);
    if (!link) return undefined;
    const [record, held] = await Promise.all([
      this.records.statusOf(link.applicationId),
      this.seats.heldSeat(link.applicationId),
    ]);
    if (!record || !isLinkOf(link, record)) return undefined;
    const offer = seatOfferOf(record, held, now, link);
    let pass: TalkPass;
    if (purpose === 'elegir' && offer.choose)
      pass = {
        purpose,
        applicationId: record.id,
        expiresAt: new Date(now.getTime() + CHOICE_PASS_LIFETIME_MS),
      };
    else if (purpose === 'no-asistire' && offer.free && held)
      pass = {
        purpose,
        applicationId: record.id,
        talkId: held.talk.id,
        assignedAt: held.seat.assignedAt,
        expiresAt: cancelPassKeptUntil(held.talk.startsAt),
      };
    else return undefined;
    const passToken = drawCapabilityToken(this.random);
    await this.seats.issuePass(passToken, pass, now);
    return passPath(purpose, passToken);
  }
}
