import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { OUTBOX_COLLECTION } from '../notifications-collections';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import {
  asStored,
  isDue,
  newDelivery,
  NOTHING_OF_THE_MESSAGE,
  type Delivery,
  type DeliveryState,
} from '../../domain/delivery';
import { MAIL_FAILURE_CODES } from '../../domain/mail-failure';
import type { Outbox } from '../../domain/outbox';
import type { OutgoingMail } from '../../domain/outgoing-mail';
import { runRetriedTransaction } from '../../../shared/adapters/server/retried-transaction';

/** gRPC's ALREADY_EXISTS: the Admin SDK's create on a document that exists. */
const ALREADY_EXISTS = 6;
const STATES: readonly DeliveryState[] = ['pending', 'sent', 'failed'];

const toTimestamp = (date: Date | null) => (date === null ? null : Timestamp.fromDate(date));

function toDocument(delivery: Delivery) {
  const { mail, state, attempts, nextAttemptAt, sentAt, lastError } = delivery;
  return {
    ...mail,
    state,
    attempts,
    nextAttemptAt: toTimestamp(nextAttemptAt),
    sentAt: toTimestamp(sentAt),
    lastError,
    lastErrorCode: delivery.lastErrorCode,
    lastErrorAt: toTimestamp(delivery.lastErrorAt),
  };
}

/** The one mapper of a stored message: every field checked, a value never quoted. */
function toDelivery(path: string, id: string, data: DocumentData): Delivery {
  const fail = (field: string, problem: string) => new MalformedDocumentError(path, field, problem);
  for (const field of ['to', 'subject', 'text', 'html'] as const) {
    if (typeof data[field] !== 'string') throw fail(field, 'is not text');
  }
  if (!STATES.includes(data.state)) throw fail('state', 'is not a delivery state');
  if (typeof data.attempts !== 'number') throw fail('attempts', 'is not a number');
  const dateOrNull = (field: string): Date | null => {
    const value = data[field];
    // Messages queued before the field existed have none.
    if (value === null || (value === undefined && field === 'lastErrorAt')) return null;
    if (value instanceof Timestamp) return value.toDate();
    throw fail(field, 'is neither a timestamp nor null');
  };
  if (data.lastError !== null && typeof data.lastError !== 'string')
    throw fail('lastError', 'is not text');
  const lastErrorCode = data.lastErrorCode ?? null;
  if (lastErrorCode !== null && !MAIL_FAILURE_CODES.includes(lastErrorCode))
    throw fail('lastErrorCode', 'is not a mail failure code');
  const { to, subject, text, html } = data as OutgoingMail;
  return {
    id,
    mail: { to, subject, text, html },
    state: data.state,
    attempts: data.attempts,
    nextAttemptAt: dateOrNull('nextAttemptAt'),
    sentAt: dateOrNull('sentAt'),
    lastError: data.lastError,
    lastErrorCode,
    lastErrorAt: dateOrNull('lastErrorAt'),
  };
}

/**
 * The outbox in Firestore, written by the server alone (the rules grant clients nothing on it).
 * A message's `nextAttemptAt` is also its lease: taking it moves the field forward in a
 * transaction, so two senders never take one message, and the due query needs only the field's
 * own index (final messages have none, and a range filter skips nulls).
 */
export class AdminOutbox implements Outbox {
  constructor(private readonly db: Firestore) {}

  async enqueue(id: string, mail: OutgoingMail, now: Date): Promise<'queued' | 'already-queued'> {
    try {
      await this.document(id).create(toDocument(newDelivery(id, mail, now)));
      return 'queued';
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return 'already-queued';
      throw error;
    }
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<Delivery[]> {
    const due = await this.db
      .collection(OUTBOX_COLLECTION)
      .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
      .orderBy('nextAttemptAt')
      .limit(limit)
      .get();
    const claimed: Delivery[] = [];
    for (const candidate of due.docs) {
      const delivery = await runRetriedTransaction(this.db, async (transaction) => {
        const snapshot = await transaction.get(candidate.ref);
        const current = snapshot.exists ? this.read(snapshot.id, snapshot.data()!) : undefined;
        if (!current || !isDue(current, now)) return undefined;
        transaction.update(candidate.ref, {
          nextAttemptAt: Timestamp.fromMillis(now.getTime() + leaseMs),
        });
        return current;
      });
      if (delivery) claimed.push(delivery);
    }
    return claimed;
  }

  /** What was sent keeps no personal data: its subject, when it went, and how many attempts. */
  async recordSent(id: string, now: Date): Promise<void> {
    await this.document(id).update({
      ...NOTHING_OF_THE_MESSAGE,
      state: 'sent',
      sentAt: Timestamp.fromDate(now),
      nextAttemptAt: null,
    });
  }

  async recordFailure(delivery: Delivery): Promise<void> {
    await this.document(delivery.id).update(toDocument(asStored(delivery)));
  }

  async deliveryOf(id: string): Promise<Delivery | undefined> {
    const snapshot = await this.document(id).get();
    return snapshot.exists ? this.read(id, snapshot.data()!) : undefined;
  }

  private read(id: string, data: DocumentData): Delivery {
    return toDelivery(this.document(id).path, id, data);
  }

  private document(id: string) {
    return this.db.collection(OUTBOX_COLLECTION).doc(id);
  }
}
