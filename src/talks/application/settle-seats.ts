import type { Clock } from '../../shared/domain/clock';
import type { Stage } from '../../applications/domain/workflow/stage';
import type { ApplicationId } from '../../applications/domain/application-id';
import { seatFateOf, type SeatFate } from '../domain/seat';
import type { SeatRegistry } from '../domain/seat-registry';

/** An application as its seats see it: its stage, or undefined when it is gone (or erased). */
export type SeatedApplication = { stage: Stage } | undefined;

/**
 * What the server does to an application's seats when the application changes (a trigger on
 * Applications): closed or associated, its seat at an upcoming talk is given back; removed as
 * spam or erased, no record of its seats is left, so that a number given again never shows the
 * old seat. Only a change of fate does anything: every other write costs no read.
 */
export class SettleSeats {
  constructor(
    private readonly registry: SeatRegistry,
    private readonly clock: Clock,
  ) {}

  /** `at`: when the change was written (what a later owner of the number took is kept). */
  async execute(
    applicationId: ApplicationId,
    before: SeatedApplication,
    after: SeatedApplication,
    at: Date,
  ): Promise<SeatFate> {
    const fate = seatFateOf(after);
    if (fate === 'keep' || fate === seatFateOf(before)) return 'keep';
    if (fate === 'release') await this.registry.release(applicationId, this.clock.now());
    else await this.registry.forget(applicationId, at);
    return fate;
  }
}
