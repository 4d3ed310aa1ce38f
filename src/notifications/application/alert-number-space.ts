import type { Clock } from '../../shared/domain/clock';
import { officeDay } from '../../shared/domain/office-date-time';
import type { AddressKeys } from '../../submission/domain/address-quota';
import type { NumberSpaceReading } from '../../submission/domain/number-space';
import { numberSpaceMail } from '../domain/number-space-mail';
import type { Outbox } from '../domain/outbox';
import type { StaffRecipients } from '../domain/staff-recipients';
import { queueForAdmins } from './queue-for-admins';

/**
 * Queues the alert that the number space passed its alert share to each admin. The measurement
 * decides when (once per crossing, src/privacy); each message's outbox id carries the office's day
 * and the admin's keyed hash, so a run repeated the same day queues nothing twice.
 */
export class AlertNumberSpace {
  constructor(
    private readonly outbox: Outbox,
    private readonly recipients: StaffRecipients,
    private readonly keys: AddressKeys,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  async execute(reading: NumberSpaceReading): Promise<number> {
    const now = this.clock.now();
    const { outbox, recipients, keys } = this;
    return queueForAdmins(
      { outbox, recipients, keys },
      `numeracion-${officeDay(now)}`,
      (to) => numberSpaceMail(to, reading, this.siteUrl),
      now,
    );
  }
}
