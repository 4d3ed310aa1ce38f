import type { Clock } from '../../shared/domain/clock';
import {
  isAlertDue,
  numberSpaceReading,
  type NumberSpaceReading,
} from '../../submission/domain/number-space';
import type { NumberSpaceAlarm, NumberSpaceGauge } from '../domain/number-space-gauge';
import type { NumberSpaceCounter } from '../../applications/domain/number-space-counter';

export interface NumberSpaceMeasurement {
  reading: NumberSpaceReading;
  /** Whether this reading passed the alert share and the alarm was raised. */
  alerted: boolean;
}

/**
 * The server's daily measurement of the number space: counts, raises the alarm once when the
 * space passes the alert share, and keeps the reading for the admins' screen. The alarm goes
 * before the reading is kept, so a run that fails between the two alerts again when run again.
 */
export class MeasureNumberSpace {
  constructor(
    private readonly counter: NumberSpaceCounter,
    private readonly gauge: NumberSpaceGauge,
    private readonly alarm: NumberSpaceAlarm,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<NumberSpaceMeasurement> {
    const [counts, previous] = await Promise.all([
      this.counter.countNumbers(),
      this.gauge.latest(),
    ]);
    const reading = numberSpaceReading(counts, this.clock.now());
    const alerted = isAlertDue(previous, reading);
    if (alerted) await this.alarm.passedAlertShare(reading);
    await this.gauge.record(reading);
    return { reading, alerted };
  }
}
