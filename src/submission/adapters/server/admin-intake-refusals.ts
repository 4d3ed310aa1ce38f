import { AggregateField, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { INTAKE_ADDRESSES_COLLECTION } from '../submission-collections';
import {
  refusalHourOf,
  refusalsKeptUntil,
  type IntakeRefusals,
} from '../../domain/intake-refusals';

/** Keeps the hours' counts apart from the addresses' (whose keys are base64url hashes). */
const KEY_PREFIX = 'rechazos@';
/** Only these documents have this field: its range finds them among the addresses' counts. */
const HOUR_FIELD = 'refusalsHour';
const COUNT_FIELD = 'refused';

/**
 * The intake's refusals in Firestore, one document per clock hour beside the intake's other counts
 * (`IntakeAddresses/rechazos@<hour in ms>`, deleted by the same TTL policy on `expireAt`), added
 * to with an increment: no read and no transaction, so a flood of refused requests never queues
 * on it. The day is summed by one aggregation over the hours' field (one read for up to a
 * thousand index entries, and a day holds at most 25), never by reading the documents.
 */
export class AdminIntakeRefusals implements IntakeRefusals {
  constructor(private readonly db: Firestore) {}

  async record(at: Date): Promise<void> {
    const hour = refusalHourOf(at);
    await this.db
      .collection(INTAKE_ADDRESSES_COLLECTION)
      .doc(`${KEY_PREFIX}${hour.getTime()}`)
      .set(
        {
          [COUNT_FIELD]: FieldValue.increment(1),
          [HOUR_FIELD]: Timestamp.fromDate(hour),
          expireAt: Timestamp.fromDate(refusalsKeptUntil(hour)),
        },
        { merge: true },
      );
  }

  async refusedSince(since: Date): Promise<number> {
    const snapshot = await this.db
      .collection(INTAKE_ADDRESSES_COLLECTION)
      .where(HOUR_FIELD, '>=', Timestamp.fromDate(refusalHourOf(since)))
      .aggregate({ refused: AggregateField.sum(COUNT_FIELD) })
      .get();
    return snapshot.data().refused ?? 0;
  }
}
