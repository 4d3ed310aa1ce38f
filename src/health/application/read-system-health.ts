import { isAdmin, type StaffMember } from '../../access/domain/staff-member';
import type { Clock } from '../../shared/domain/clock';
import type { HealthReadings } from '../domain/health-ports';
import { systemHealthOf, type SystemHealth } from '../domain/system-health';

export class HealthAdminOnlyError extends Error {
  override readonly name = 'HealthAdminOnlyError';
}

/** Estado and the inbox's banner: admins only (storage's rules refuse staff too). */
export class ReadSystemHealth {
  constructor(
    private readonly readings: HealthReadings,
    private readonly clock: Clock,
  ) {}

  async execute(by: StaffMember): Promise<SystemHealth> {
    if (!isAdmin(by)) throw new HealthAdminOnlyError(`${by.role} may not read Estado`);
    const [view, heartbeats] = await Promise.all([
      this.readings.view(),
      this.readings.heartbeats(),
    ]);
    return systemHealthOf(view, heartbeats, this.clock.now());
  }
}
