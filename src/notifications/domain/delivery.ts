import type { MailFailureCode } from './mail-failure';
import type { OutgoingMail } from './outgoing-mail';

/**
 * Where a message stands: waiting (to be sent, or sent again after a failure), sent, or given up
 * after its last attempt. Sent and failed are final.
 */
export type DeliveryState = 'pending' | 'sent' | 'failed';

export interface Delivery {
  /** The caller's own id for the message (e.g. SOL4821-acuse): queued twice, it is queued once. */
  id: string;
  mail: OutgoingMail;
  state: DeliveryState;
  attempts: number;
  /**
   * When a sender may next take it: also its lease, since taking a message moves this forward.
   * Null once final.
   */
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  /** The last failure's kind, for the admins (never the message). */
  lastError: string | null;
  /** The last failure's stable code (mail-failure.ts): what the admins' Estado shows. */
  lastErrorCode: MailFailureCode | null;
  /** When the last attempt failed: Estado counts what is retrying or given up by it. */
  lastErrorAt: Date | null;
}

/**
 * How hard the server tries: a mail server down for a day loses nothing. The lease is how long a
 * sender has before another may take the same message: longer than any one send.
 */
export const DELIVERY_POLICY = {
  maxAttempts: 14,
  leaseMs: 5 * 60_000,
  firstRetryMs: 60_000,
  longestWaitMs: 6 * 60 * 60_000,
};

/** The wait after the `attempts`-th failure: one minute, doubling, at most six hours. */
export function retryDelayMs(attempts: number): number {
  const doubled = DELIVERY_POLICY.firstRetryMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled, DELIVERY_POLICY.longestWaitMs);
}

/** What becomes of a message whose attempt failed: another try later, or given up. */
export function afterFailure(
  delivery: Delivery,
  now: Date,
  error: string,
  code: MailFailureCode,
): Delivery {
  const attempts = delivery.attempts + 1;
  const final = attempts >= DELIVERY_POLICY.maxAttempts;
  return {
    ...delivery,
    attempts,
    state: final ? 'failed' : 'pending',
    nextAttemptAt: final ? null : new Date(now.getTime() + retryDelayMs(attempts)),
    lastError: error,
    lastErrorCode: code,
    lastErrorAt: now,
  };
}

/** A message just queued: due at once. */
export const newDelivery = (id: string, mail: OutgoingMail, now: Date): Delivery => ({
  id,
  mail,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: now,
  sentAt: null,
  lastError: null,
  lastErrorCode: null,
  lastErrorAt: null,
});

/** Whether a sender may take it now: pending, and not held by another sender's lease. */
export const isDue = (delivery: Delivery, now: Date): boolean =>
  delivery.state === 'pending' &&
  delivery.nextAttemptAt !== null &&
  delivery.nextAttemptAt.getTime() <= now.getTime();

/** What a message that is done with keeps of itself: nothing that names or reaches anyone. */
export const NOTHING_OF_THE_MESSAGE: OutgoingMail = { to: '', subject: '', text: '', html: '' };

/**
 * A message in a final state (sent, or given up) is kept only as a record of what happened: its
 * recipient, subject (a staff notice's names the applicant) and text go, so the outbox holds no
 * one's data once it has no more use for it, whatever later happens to the application.
 */
export const asStored = (delivery: Delivery): Delivery =>
  delivery.state === 'pending' ? delivery : { ...delivery, mail: NOTHING_OF_THE_MESSAGE };
