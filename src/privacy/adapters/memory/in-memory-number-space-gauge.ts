import type { NumberSpaceReading } from '../../../submission/domain/number-space';
import type { NumberSpaceGauge } from '../../domain/number-space-gauge';

/** The last reading, in memory: tests of the daily measurement, the same contract as Firestore. */
export class InMemoryNumberSpaceGauge implements NumberSpaceGauge {
  private reading: NumberSpaceReading | undefined;

  async latest(): Promise<NumberSpaceReading | undefined> {
    return structuredClone(this.reading);
  }

  async record(reading: NumberSpaceReading): Promise<void> {
    this.reading = structuredClone(reading);
  }
}
