import type { Clock } from '../../shared/domain/clock';
import { drawCapabilityToken } from '../../shared/domain/capability-token';
import type { RandomSource } from '../../shared/domain/random-source';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { AddressKeys } from '../../submission/domain/address-quota';
import { mailboxSeatKeyOf } from '../domain/mailbox-seat';
import type { SeatRegistry } from '../domain/seat-registry';
import { isFull, isUpcoming, TALK_LIST_SIZE, type Talk, type TalkId } from '../domain/talk';
import {
  cancelStateOf,
  CHOICE_PASS_LIFETIME_MS,
  passPath,
  passStateOf,
  TALKS_OFFERED,
  type CancelOutcome,
  type CancelState,
  type ChoiceOutcome,
  type PassState,
} from '../domain/talk-pass';

/**
 * What a "No podré asistir" link shows before anything is done (a GET: mail scanners open links
 * by themselves, so looking never frees the seat): whether it can free its seat, and the talk's
 * day, time and place. Three gets: the link, its talk, its seat.
 */
export class ReadCancelLink {
  constructor(
    private readonly registry: SeatRegistry,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<{ state: CancelState; talk?: Talk }> {
    const now = this.clock.now();
    const pass = await this.registry.pass(token);
    if (pass?.purpose !== 'no-asistire')
      return { state: cancelStateOf(pass, undefined, undefined, now) };
    const [talk, seat] = await Promise.all([
      this.registry.talk(pass.talkId),
      this.registry.seat(pass.talkId, pass.applicationId),
    ]);
    return { state: cancelStateOf(pass, talk, seat, now), ...(talk ? { talk } : {}) };
  }
}

/** The applicant confirms (a POST): the seat is freed, once, for someone else to take. */
export class CancelByLink {
  constructor(
    private readonly registry: SeatRegistry,
    private readonly clock: Clock,
  ) {}

  execute(token: string): Promise<{ outcome: CancelOutcome; talk?: Talk }> {
    return this.registry.freeWithPass(token, this.clock.now());
  }
}

/** How far ahead the choice looks for talks: the next ones, whenever they are. */
const CHOICE_HORIZON_MS = 366 * 24 * 60 * 60_000;

/**
 * A stored application's link to choose its talk, for the receipt (the e-mail, and the screen):
 * a pass good for CHOICE_PASS_LIFETIME_MS or until used; resolves to its path on the site.
 */
export class OfferTalkChoice {
  constructor(
    private readonly registry: SeatRegistry,
    private readonly random: RandomSource,
    private readonly clock: Clock,
  ) {}

  async execute(applicationId: ApplicationId): Promise<string> {
    const now = this.clock.now();
    const token = drawCapabilityToken(this.random);
    const expiresAt = new Date(now.getTime() + CHOICE_PASS_LIFETIME_MS);
    await this.registry.issuePass(token, { purpose: 'elegir', applicationId, expiresAt }, now);
    return passPath('elegir', token);
  }
}

/**
 * What an "Elegir mi charla informativa" link shows (a GET changes nothing): whether it can be
 * used, and the next TALKS_OFFERED talks with a free seat. One get and one bounded range query.
 */
export class ReadChoiceLink {
  constructor(
    private readonly registry: SeatRegistry,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<{ state: PassState; talks: Talk[] }> {
    const now = this.clock.now();
    const pass = await this.registry.pass(token);
    const state = pass?.purpose === 'elegir' ? passStateOf(pass, now) : 'unknown';
    if (state !== 'valid') return { state, talks: [] };
    const next = await this.registry.between(
      now,
      new Date(now.getTime() + CHOICE_HORIZON_MS),
      TALK_LIST_SIZE,
    );
    const open = next.filter((talk) => isUpcoming(talk, now) && !isFull(talk));
    return { state, talks: open.slice(0, TALKS_OFFERED) };
  }
}

/**
 * The applicant takes a seat at the talk they chose (a POST): once; the e-mail follows. One seat
 * per mailbox (mailbox-seat.ts): while another application with the same mailbox holds a seat at
 * an upcoming talk, the choice is refused and the link stays unused, for when that seat is freed.
 */
export class ChooseByLink {
  constructor(
    private readonly registry: SeatRegistry,
    private readonly keys: AddressKeys,
    private readonly clock: Clock,
  ) {}

  execute(token: string, talkId: TalkId): Promise<{ outcome: ChoiceOutcome; talk?: Talk }> {
    return this.registry.chooseWithPass(
      token,
      talkId,
      this.clock.now(),
      mailboxSeatKeyOf(this.keys),
    );
  }
}
