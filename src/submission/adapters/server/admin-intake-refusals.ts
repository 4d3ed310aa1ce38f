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
const RELAY_FIELD = 'refusedByRelay';

/**
 * The intake's refusals in Firestore, one document per clock hour beside the intake's other counts
 * (`IntakeAddresses/rechazos@<hour in ms>`, deleted by the same TTL policy on `expireAt`), added
 * to with an increment: no read and no transaction, so a flood of refused requests never queues
 * on it. The day is summed by one aggregation over the hours' field (one read for up to a
 * thousand index entries, and a day holds at most 25), never by reading the documents.
 */
export class AdminIntakeRefusals implements IntakeRefusals {
  constructor(private readonly db: Firestore) {}

  async record(at: Date, byRelay = false): Promise<void> {
    const hour = refusalHourOf(at);
    await this.db
      .collection(INTAKE_ADDRESSES_COLLECTION)
      .doc(`${KEY_PREFIX}${hour.getTime()}`)
      .set(
        {
          [COUNT_FIELD]: FieldValue.increment(1),
          ...(byRelay ? { [RELAY_FIELD]: FieldValue.increment(1) } : {}),
          [HOUR_FIELD]: Timestamp.fromDate(hour),
          expireAt: Timestamp.fromDate(refusalsKeptUntil(hour)),
        },
        { merge: true },
      );
  }

  refusedSince(since: Date): Promise<number> {
    return this.sumSince(since, COUNT_FIELD);
  }

  refusedByRelaySince(since: Date): Promise<number> {
    return this.sumSince(since, RELAY_FIELD);
  }

  private async sumSince(since: Date, field: string): Promise<number> {
    const snapshot = await this.db
      .collection(INTAKE_ADDRESSES_COLLECTION)
      .where(HOUR_FIELD, '>=', Timestamp.fromDate(refusalHourOf(since)))
      .aggregate({ total: AggregateField.sum(field) })
      .get();
    return snapshot.data().total ?? 0;
  }
}
