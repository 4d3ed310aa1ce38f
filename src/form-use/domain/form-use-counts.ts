import { namedError } from '../../shared/domain/named-error';
import type { FormUseDay, FormUseEvent, FormUseFigures } from './form-use';

/**
 * The most days one read adds up: a month's. More is refused (TooManyFormUseDaysError) rather
 * than read without a bound.
 */
export const MAX_FORM_USE_DAYS = 31;

export class TooManyFormUseDaysError extends namedError('TooManyFormUseDaysError') {}

/** The days from `first` to `last`, both included, in order; throws past MAX_FORM_USE_DAYS. */
export function daysFrom(first: FormUseDay, last: FormUseDay): FormUseDay[] {
  const days: FormUseDay[] = [];
  const at = new Date(`${first}T00:00:00Z`);
  const end = new Date(`${last}T00:00:00Z`).getTime();
  while (at.getTime() <= end) {
    if (days.length === MAX_FORM_USE_DAYS)
      throw new TooManyFormUseDaysError(`More than ${MAX_FORM_USE_DAYS} days from ${first}`);
    days.push(at.toISOString().slice(0, 10) as FormUseDay);
    at.setUTCDate(at.getUTCDate() + 1);
  }
  return days;
}

/**
 * The per-day counts of the public form's use, FormUse/{YYYY-MM-DD} = { started, sent } on
 * Firestore: counted by increments (no read, so a burst never waits on a transaction), read by the
 * server's monthly report alone. Adapters pass tests/contract/form-use-counts-contract.ts.
 */
export interface FormUseCounts {
  /** One more of `event` on `day`. */
  count(event: FormUseEvent, day: FormUseDay): Promise<void>;
  /**
   * The counts of the days from `first` to `last` (both included) added up; zeros for days with
   * none. Throws TooManyFormUseDaysError for more than MAX_FORM_USE_DAYS days.
   */
  totals(first: FormUseDay, last: FormUseDay): Promise<FormUseFigures>;
  /**
   * The first day with any count, or undefined before the first beacon: when counting began, so
   * that a month before it is reported as not counted rather than as zeros. One read.
   */
  firstCountedDay(): Promise<FormUseDay | undefined>;
}

/** What the monthly report reads of the counts. */
export type FormUseTotals = Pick<FormUseCounts, 'totals' | 'firstCountedDay'>;
