import type { InMemoryApplicationStore } from '../../../applications/adapters/memory/in-memory-application-store';
import {
  formUseDayOf,
  type FormUseDay,
  type FormUseFigures,
} from '../../../form-use/domain/form-use';
import { daysFrom, type FormUseTotals } from '../../../form-use/domain/form-use-counts';

/**
 * Forms begun and not sent on a day some were sent: none, one or two, varying from day to day
 * (the same on every run). On a day nobody sent one, nobody is counted as beginning one either.
 */
const abandonedOn = (day: FormUseDay, sent: number): number =>
  sent === 0 ? 0 : [...day].reduce((sum, digit) => sum + (Number(digit) || 0), 0) % 3;

/**
 * The public form's use as the demo's monthly report reads it, counted from the demo's own
 * applications when read, as the page's beacons would have counted them: each application in the
 * tab's store (fictitious, arrived, or sent from the public page in another tab) was a form begun
 * and sent on the day it arrived, and a few more were begun and left. So the report adds up as a
 * real one does: forms sent match the applications received, and no more are sent than begun.
 * Counting began on the day of the oldest application.
 */
export function formUseOfApplications(store: InMemoryApplicationStore): FormUseTotals {
  const sentByDay = () => {
    const days = new Map<FormUseDay, number>();
    for (const { date } of store.records.values()) {
      const day = formUseDayOf(date);
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    return days;
  };
  return {
    totals: async (first, last) => {
      const sentOn = sentByDay();
      return daysFrom(first, last).reduce<FormUseFigures>(
        (sum, day) => {
          const sent = sentOn.get(day) ?? 0;
          return { started: sum.started + sent + abandonedOn(day, sent), sent: sum.sent + sent };
        },
        { started: 0, sent: 0 },
      );
    },
    // Days as YYYY-MM-DD sort as text in the calendar's order.
    firstCountedDay: async () => [...sentByDay().keys()].sort()[0],
  };
}
