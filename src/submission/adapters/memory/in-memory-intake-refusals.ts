import { refusalHourOf, type IntakeRefusals } from '../../domain/intake-refusals';

/** The intake's refusals by the hour in memory: tests, and Estado's demo. */
export class InMemoryIntakeRefusals implements IntakeRefusals {
  private readonly byHour = new Map<number, number>();

  async record(at: Date): Promise<void> {
    const hour = refusalHourOf(at).getTime();
    this.byHour.set(hour, (this.byHour.get(hour) ?? 0) + 1);
  }

  async refusedSince(since: Date): Promise<number> {
    const first = refusalHourOf(since).getTime();
    let refused = 0;
    for (const [hour, count] of this.byHour) if (hour >= first) refused += count;
    return refused;
  }
}
