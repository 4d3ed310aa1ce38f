import type { Clock } from '../../shared/domain/clock';
import { officeDay } from '../../shared/domain/office-date-time';
import type { AddressKeys } from '../../submission/domain/address-quota';
import { DAILY_DIGEST, dailyDigestMail } from '../domain/daily-digest-mail';
import type { Outbox } from '../domain/outbox';
import type { RecentArrivals } from '../../applications/domain/recent-arrivals';
import type { StaffRecipients } from '../domain/staff-recipients';

/** Counts only, for the function's log: never a recipient or an applicant. */
export interface DigestReport {
  recipients: number;
  arrivals: number;
  queued: number;
}

/**
 * Queues the day's digest to each member who asked for one (`resumen-diario`): the applications
 * that arrived in the last 24 hours, at most DAILY_DIGEST.limit by number. Nobody asked: nothing is
 * read. Nothing arrived: no mail. Each digest is queued under an id carrying the office's day and
 * a keyed hash of the recipient, so a schedule that runs twice in a day sends each one once.
 */
export class SendDailyDigest {
  constructor(
    private readonly outbox: Outbox,
    private readonly recipients: StaffRecipients,
    private readonly arrivals: RecentArrivals,
    private readonly keys: AddressKeys,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  async execute(): Promise<DigestReport> {
    const recipients = await this.recipients.dailyDigest();
    if (recipients.length === 0) return { recipients: 0, arrivals: 0, queued: 0 };
    const now = this.clock.now();
    const from = new Date(now.getTime() - DAILY_DIGEST.windowMs);
    // One more than is listed, to know whether there were more.
    const found = await this.arrivals.since(from, DAILY_DIGEST.limit + 1);
    const more = found.length > DAILY_DIGEST.limit;
    const listed = found.slice(0, DAILY_DIGEST.limit);
    const report = { recipients: recipients.length, arrivals: listed.length, queued: 0 };
    if (listed.length === 0) return report;
    const day = officeDay(now);
    for (const to of recipients) {
      const mail = dailyDigestMail(to, listed, more, this.siteUrl);
      const id = `resumen-${day}-${this.keys.keyOf(to)}`;
      if ((await this.outbox.enqueue(id, mail, now)) === 'queued') report.queued += 1;
    }
    return report;
  }
}
