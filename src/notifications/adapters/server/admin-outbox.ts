import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { OUTBOX_COLLECTION, OUTBOX_STATES_COLLECTION } from '../notifications-collections';
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

/**
 * What staff may read of a message (OutboxStates/{id}): where its delivery stands and nothing
 * of the message. The message itself holds the applicant's status link until it is sent, and
 * whoever reads that could act as the applicant, so firestore.rules keep the Outbox from every
 * client; the failure's kind is the admins' (Estado), not here either.
 */
function toStateDocument({ state, attempts, nextAttemptAt, sentAt }: Delivery) {
  return {
    state,
    attempts,
    nextAttemptAt: toTimestamp(nextAttemptAt),
    sentAt: toTimestamp(sentAt),
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
 * The outbox in Firestore, written by the server alone (the rules grant clients nothing on it),
 * each message's delivery state beside it (toStateDocument), written in the same batch or
 * transaction as the message.
 * A message's `nextAttemptAt` is also its lease: taking it moves the field forward in a
 * transaction, so two senders never take one message, and the due query needs only the field's
 * own index (final messages have none, and a range filter skips nulls).
 */
export class AdminOutbox implements Outbox {
  constructor(private readonly db: Firestore) {}

  async enqueue(id: string, mail: OutgoingMail, now: Date): Promise<'queued' | 'already-queued'> {
    const delivery = newDelivery(id, mail, now);
    try {
      // One batch: a message queued once (its create) and its state, or neither.
      await this.db
        .batch()
        .create(this.document(id), toDocument(delivery))
        .set(this.stateOf(id), toStateDocument(delivery))
        .commit();
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
        const nextAttemptAt = new Date(now.getTime() + leaseMs);
        transaction.update(candidate.ref, { nextAttemptAt: Timestamp.fromDate(nextAttemptAt) });
        // Whole, so a message queued before states were kept gets one.
        transaction.set(this.stateOf(current.id), toStateDocument({ ...current, nextAttemptAt }));
        return current;
      });
      if (delivery) claimed.push(delivery);
    }
    return claimed;
  }

  /** What was sent keeps no personal data: its subject, when it went, and how many attempts. */
  async recordSent(id: string, now: Date): Promise<void> {
    const sent = { state: 'sent', sentAt: Timestamp.fromDate(now), nextAttemptAt: null };
    await this.db
      .batch()
      .update(this.document(id), { ...NOTHING_OF_THE_MESSAGE, ...sent })
      // Merged: the attempts it took stay as the last claim or failure wrote them.
      .set(this.stateOf(id), sent, { merge: true })
      .commit();
  }

  async recordFailure(delivery: Delivery): Promise<void> {
    const stored = asStored(delivery);
    await this.db
      .batch()
      .update(this.document(delivery.id), toDocument(stored))
      .set(this.stateOf(delivery.id), toStateDocument(stored))
      .commit();
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

  private stateOf(id: string) {
    return this.db.collection(OUTBOX_STATES_COLLECTION).doc(id);
  }
}
