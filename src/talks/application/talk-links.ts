import type { Clock } from '../../shared/domain/clock';
import type { SeatRegistry } from '../domain/seat-registry';
import type { Talk } from '../domain/talk';
import { cancelStateOf, type CancelOutcome, type CancelState } from '../domain/talk-pass';

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
