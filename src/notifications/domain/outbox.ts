import type { Delivery } from './delivery';
import type { OutgoingMail } from './outgoing-mail';

/**
 * The messages the server has to send, kept where only the server writes, so that a mail server
 * that is down loses none. Adapters pass tests/contract/outbox-contract.ts.
 */
export interface Outbox {
  /** Queues a message under the caller's id; the same id queued again is not queued twice. */
  enqueue(id: string, mail: OutgoingMail, now: Date): Promise<'queued' | 'already-queued'>;
  /**
   * Takes up to `limit` messages due by `now`, oldest first, and holds each for `leaseMs`: no other
   * sender takes them meanwhile, and one whose sender died is taken again after it.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<Delivery[]>;
  recordSent(id: string, now: Date): Promise<void>;
  /** Stores what `afterFailure` made of a message: its attempts, next try or final failure. */
  recordFailure(delivery: Delivery): Promise<void>;
  /** Where one message stands (the inbox says whether the applicant's e-mail went out). */
  deliveryOf(id: string): Promise<Delivery | undefined>;
}

/** Hands a message to a mail server. `messageId` stays the same on every attempt of one message. */
export interface MailSender {
  send(mail: OutgoingMail, messageId: string): Promise<void>;
}
