import type { Clock } from '../../shared/domain/clock';
import { formUseDayOf, isFormUseEvent, type FormUseEvent } from '../domain/form-use';
import type { FormUseCounts } from '../domain/form-use-counts';

/**
 * One form begun or sent, counted on the office's day it happened: the server's, for a beacon it
 * admitted, and demo mode's, in the tab's memory. Nothing of who sent it is kept.
 */
export class CountFormUse {
  constructor(
    private readonly counts: FormUseCounts,
    private readonly clock: Clock,
  ) {}

  async execute(event: FormUseEvent): Promise<void> {
    if (!isFormUseEvent(event)) throw new RangeError('Not a form use event');
    await this.counts.count(event, formUseDayOf(this.clock.now()));
  }
}
