import type { Clock } from '../../shared/domain/clock';
import type { AddressKeys } from '../../submission/domain/address-quota';
import type { ApplicationId } from '../../submission/domain/application-id';
import type { Outbox } from '../domain/outbox';
import { purgeReportMail } from '../domain/purge-report-mail';
import type { StaffRecipients } from '../domain/staff-recipients';

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
    const month = now.toISOString().slice(0, 7);
    let queued = 0;
    for (const to of await this.recipients.admins()) {
      const id = `purga-${month}-${this.keys.keyOf(to)}`;
      if (
        (await this.outbox.enqueue(
          id,
          purgeReportMail(to, erased, freed.length, this.siteUrl),
          now,
        )) === 'queued'
      )
        queued += 1;
    }
    return queued;
  }
}
