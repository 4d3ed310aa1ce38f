import { refusalHourOf, type IntakeRefusals } from '../../domain/intake-refusals';

/** The intake's refusals by the hour in memory: tests, and Estado's demo. */
export class InMemoryIntakeRefusals implements IntakeRefusals {
  private readonly byHour = new Map<number, number>();
  private readonly byRelayByHour = new Map<number, number>();

  async record(at: Date, byRelay = false): Promise<void> {
    const hour = refusalHourOf(at).getTime();
    this.byHour.set(hour, (this.byHour.get(hour) ?? 0) + 1);
    if (byRelay) this.byRelayByHour.set(hour, (this.byRelayByHour.get(hour) ?? 0) + 1);
  }

  async refusedSince(since: Date): Promise<number> {
    return sumFrom(this.byHour, since);
  }

  async refusedByRelaySince(since: Date): Promise<number> {
    return sumFrom(this.byRelayByHour, since);
  }
}

function sumFrom(byHour: ReadonlyMap<number, number>, since: Date): number {
  const first = refusalHourOf(since).getTime();
  let refused = 0;
  for (const [hour, count] of byHour) if (hour >= first) refused += count;
  return refused;
}
