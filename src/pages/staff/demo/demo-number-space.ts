import type { Clock } from '../../../shared/domain/clock';
import { numberSpaceReading } from '../../../submission/domain/number-space';
import type { NumberSpaceReadings } from '../../../privacy/domain/number-space-gauge';
import type { NumberSpaceCounter } from '../../../applications/domain/number-space-counter';

/**
 * Demo mode has no server to measure the number space every day: the admins' gauge is measured
 * from the tab's own store each time it is read.
 */
export function measuredWhenRead(counter: NumberSpaceCounter, clock: Clock): NumberSpaceReadings {
  return { latest: async () => numberSpaceReading(await counter.countNumbers(), clock.now()) };
}
