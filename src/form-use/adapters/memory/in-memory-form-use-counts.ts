import {
  FORM_USE_FIELD,
  type FormUseDay,
  type FormUseEvent,
  type FormUseFigures,
} from '../../domain/form-use';
import { daysFrom, type FormUseCounts } from '../../domain/form-use-counts';

/**
 * The per-day counts in memory: demo mode's (the public page counts into it, the staff page's
 * demo reads a seeded one) and the tests'. The same contract as Firestore's.
 */
export class InMemoryFormUseCounts implements FormUseCounts {
  private readonly days = new Map<FormUseDay, FormUseFigures>();

  async count(event: FormUseEvent, day: FormUseDay): Promise<void> {
    const figures = this.days.get(day) ?? { started: 0, sent: 0 };
    figures[FORM_USE_FIELD[event]] += 1;
    this.days.set(day, figures);
  }

  async totals(first: FormUseDay, last: FormUseDay): Promise<FormUseFigures> {
    return daysFrom(first, last).reduce(
      (sum, day) => {
        const figures = this.days.get(day);
        return figures
          ? { started: sum.started + figures.started, sent: sum.sent + figures.sent }
          : sum;
      },
      { started: 0, sent: 0 },
    );
  }

  async firstCountedDay(): Promise<FormUseDay | undefined> {
    // Days as YYYY-MM-DD sort as text in the calendar's order.
    return [...this.days.keys()].sort()[0];
  }

  /** Days counted before (the staff page's demo, the tests). */
  seed(days: Readonly<Record<FormUseDay, FormUseFigures>>): void {
    for (const [day, figures] of Object.entries(days) as [FormUseDay, FormUseFigures][])
      this.days.set(day, { ...figures });
  }
}
