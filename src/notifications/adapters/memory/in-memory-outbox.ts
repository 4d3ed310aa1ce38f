import { asStored, isDue, newDelivery, type Delivery } from '../../domain/delivery';
import type { Outbox } from '../../domain/outbox';
import type { OutgoingMail } from '../../domain/outgoing-mail';

const oldestDueFirst = (a: Delivery, b: Delivery) =>
  (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0);

/** The outbox in this process's memory: tests, with the same contract as Firestore's. */
export class InMemoryOutbox implements Outbox {
  private readonly deliveries = new Map<string, Delivery>();

  async enqueue(id: string, mail: OutgoingMail, now: Date): Promise<'queued' | 'already-queued'> {
    if (this.deliveries.has(id)) return 'already-queued';
    this.deliveries.set(id, newDelivery(id, structuredClone(mail), now));
    return 'queued';
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<Delivery[]> {
    const due = [...this.deliveries.values()].filter((delivery) => isDue(delivery, now));
    const claimed = due.sort(oldestDueFirst).slice(0, limit);
    for (const delivery of claimed) {
      this.deliveries.set(delivery.id, {
        ...delivery,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      });
    }
    return structuredClone(claimed);
  }

  /** What was sent keeps no personal data: its subject, when it went, and how many attempts. */
  async recordSent(id: string, now: Date): Promise<void> {
    const delivery = this.existing(id);
    this.deliveries.set(
      id,
      asStored({ ...delivery, state: 'sent', sentAt: now, nextAttemptAt: null }),
    );
  }

  async recordFailure(delivery: Delivery): Promise<void> {
    this.existing(delivery.id);
    this.deliveries.set(delivery.id, structuredClone(asStored(delivery)));
  }

  async deliveryOf(id: string): Promise<Delivery | undefined> {
    return structuredClone(this.deliveries.get(id));
  }

  private existing(id: string): Delivery {
    const delivery = this.deliveries.get(id);
    if (!delivery) throw new Error(`No message ${id} in the outbox`);
    return delivery;
  }
}
