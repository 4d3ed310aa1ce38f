import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { FORM_USE_COLLECTION } from '../form-use-collections';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import {
  FORM_USE_EVENTS,
  FORM_USE_FIELD,
  isFormUseDay,
  type FormUseDay,
  type FormUseEvent,
  type FormUseFigures,
} from '../../domain/form-use';
import { daysFrom, type FormUseCounts } from '../../domain/form-use-counts';
import { isCount } from '../../../shared/domain/count';

/**
 * The per-day counts on the server, FormUse/{YYYY-MM-DD}, over the Admin SDK. A count is one write
 * of two increments (the other by zero, so both fields are always there), merged into the day's
 * document: no read, no transaction, and beacons arriving together all count. A month's totals are
 * one range query on the documents' ids, at most 31 documents (one read each, one when there are
 * none); when counting began, one more read.
 */
export class AdminFormUseCounts implements FormUseCounts {
  constructor(private readonly db: Firestore) {}

  async count(event: FormUseEvent, day: FormUseDay): Promise<void> {
    const increments = Object.fromEntries(
      FORM_USE_EVENTS.map((each) => [
        FORM_USE_FIELD[each],
        FieldValue.increment(each === event ? 1 : 0),
      ]),
    );
    await this.db.collection(FORM_USE_COLLECTION).doc(day).set(increments, { merge: true });
  }

  async firstCountedDay(): Promise<FormUseDay | undefined> {
    // The documents' ids are days, YYYY-MM-DD: the first in id order is the first day counted.
    const found = await this.db
      .collection(FORM_USE_COLLECTION)
      .orderBy(FieldPath.documentId())
      .limit(1)
      .get();
    const [first] = found.docs;
    if (first === undefined) return undefined;
    if (!isFormUseDay(first.id))
      throw new MalformedDocumentError(first.ref.path, 'id', 'should be a day, YYYY-MM-DD');
    return first.id;
  }

  async totals(first: FormUseDay, last: FormUseDay): Promise<FormUseFigures> {
    const days = new Set<string>(daysFrom(first, last));
    const sum = { started: 0, sent: 0 };
    if (days.size === 0) return sum;
    const found = await this.db
      .collection(FORM_USE_COLLECTION)
      .where(FieldPath.documentId(), '>=', first)
      .where(FieldPath.documentId(), '<=', last)
      .limit(days.size)
      .get();
    for (const snapshot of found.docs) {
      // Only the server writes here, a day's document each: anything else in the range (an id
      // like 2026-11-05x, written by hand) would take a day's place under the limit.
      if (!isFormUseDay(snapshot.id) || !days.has(snapshot.id))
        throw new MalformedDocumentError(snapshot.ref.path, 'id', 'should be a day, YYYY-MM-DD');
      const data = snapshot.data();
      for (const field of ['started', 'sent'] as const) {
        const value: unknown = data[field];
        if (!isCount(value))
          throw new MalformedDocumentError(
            snapshot.ref.path,
            field,
            'should be a whole number, zero or more',
          );
        sum[field] += value;
      }
    }
    return sum;
  }
}
