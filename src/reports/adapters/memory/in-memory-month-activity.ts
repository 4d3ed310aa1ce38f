import type { InMemoryApplicationStore } from '../../../applications/adapters/memory/in-memory-application-store';
import { stageOfRecord } from '../../../applications/domain/application-record';
import { associationDatesOf } from '../../../applications/domain/association-dates';
import type { HistoryEntry } from '../../../applications/domain/history-entry';
import { CLOSE_REASONS, type CloseReason } from '../../../applications/domain/workflow/transitions';
import type { Association } from '../../domain/days-to-member';
import type { MonthActivity } from '../../domain/month-activity';
import { OPEN_STAGES, zeroes, type OpenStage } from '../../domain/monthly-report';
import type { MonthPeriod } from '../../domain/report-month';

const inPeriod = (date: Date, { start, end }: MonthPeriod) =>
  date.getTime() >= start.getTime() && date.getTime() < end.getTime();

type Move = Extract<HistoryEntry, { kind: 'transition' }>;

/**
 * A month's activity counted on the applications' in-memory store: demo mode computes its report
 * from the tab's own applications. The same contract as the server's Firestore counts.
 */
export class InMemoryMonthActivity implements MonthActivity {
  constructor(private readonly store: InMemoryApplicationStore) {}

  async countReceived(period: MonthPeriod): Promise<number> {
    await this.store.roundTrip();
    return [...this.store.records.values()].filter(({ date }) => inPeriod(date, period)).length;
  }

  async countClosings(period: MonthPeriod): Promise<Record<CloseReason, number>> {
    await this.store.roundTrip();
    const counts = zeroes(CLOSE_REASONS);
    for (const [, move] of this.moves('cerrada', period))
      if (move.reason !== null) counts[move.reason] += 1;
    return counts;
  }

  async countOpen(sentBefore: Date): Promise<Record<OpenStage, number>> {
    await this.store.roundTrip();
    const counts = zeroes(OPEN_STAGES);
    for (const record of this.store.records.values()) {
      const stage = stageOfRecord(record);
      if (record.date.getTime() < sentBefore.getTime() && stage in counts)
        counts[stage as OpenStage] += 1;
    }
    return counts;
  }

  /** The ones last marked Asociada in the period (`associatedAt`) that still are. */
  async associations(period: MonthPeriod): Promise<Association[]> {
    await this.store.roundTrip();
    return [...this.store.records.values()].flatMap((record) => {
      const dates = associationDatesOf(record);
      return dates && inPeriod(dates.associatedAt, period) ? [dates] : [];
    });
  }

  /** Every application's moves to `to` recorded in the period. */
  private *moves(to: 'cerrada', period: MonthPeriod) {
    for (const [id, entries] of this.store.histories)
      for (const entry of entries)
        if (entry.kind === 'transition' && entry.to === to && inPeriod(entry.at, period))
          yield [id, entry as Move] as const;
  }
}
