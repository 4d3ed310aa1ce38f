import type { Clock } from '../../shared/domain/clock';
import type { AddressKeys } from '../../submission/domain/address-quota';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { Outbox } from '../domain/outbox';
import { purgeReportMail } from '../domain/purge-report-mail';
import type { StaffRecipients } from '../domain/staff-recipients';
import { queueForAdmins } from './queue-for-admins';

/**
 * Queues the monthly purge's report to each admin, once per month and admin (the outbox id
 * carries both), so a schedule that runs twice reports once.
 */
export class ReportPurge {
  constructor(
    private readonly outbox: Outbox,
    private readonly recipients: StaffRecipients,
    private readonly keys: AddressKeys,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  /** `freed`: the numbers whose erasure records passed the quarantine and were deleted. */
  async execute(
    erased: readonly ApplicationId[],
    freed: readonly ApplicationId[],
  ): Promise<number> {
    const now = this.clock.now();
    const { outbox, recipients, keys } = this;
    return queueForAdmins(
      { outbox, recipients, keys },
      `purga-${now.toISOString().slice(0, 7)}`,
      (to) => purgeReportMail(to, erased, freed.length, this.siteUrl),
      now,
    );
  }
}
