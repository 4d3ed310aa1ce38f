import {
  formUseDayOf,
  type FormUseDay,
  type FormUseFigures,
} from '../../../form-use/domain/form-use';

const DAY_MS = 86_400_000;

/** How far back the demo's counts go: past the month picker's two years. */
const DEMO_DAYS = 760;

/**
 * The public form's use as the demo's staff page reports it: a few forms begun each day, most of
 * them sent, varying from day to day (fictitious: the demo's public page counts in its own tab).
 */
export function demoFormUse(now: Date): Record<FormUseDay, FormUseFigures> {
  const days: Record<FormUseDay, FormUseFigures> = {};
  for (let back = 0; back < DEMO_DAYS; back += 1) {
    const started = 2 + ((back * 7) % 6);
    days[formUseDayOf(new Date(now.getTime() - back * DAY_MS))] = {
      started,
      sent: Math.max(0, started - 1 - (back % 3)),
    };
  }
  return days;
}
