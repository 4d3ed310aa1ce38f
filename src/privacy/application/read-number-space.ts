import type { StaffMember } from '../../access/domain/staff-member';
import type { NumberSpaceReading } from '../../submission/domain/number-space';
import type { NumberSpaceReadings } from '../domain/number-space-gauge';
import { requireAdmin } from './admin-only';

/** The admins' view of how full the number space is: its last reading, undefined before any. */
export class ReadNumberSpace {
  constructor(private readonly readings: NumberSpaceReadings) {}

  async execute(by: StaffMember): Promise<NumberSpaceReading | undefined> {
    requireAdmin(by);
    return this.readings.latest();
  }
}
