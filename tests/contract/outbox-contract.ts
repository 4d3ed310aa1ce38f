import { describe, expect, it } from 'vitest';
import { afterFailure, DELIVERY_POLICY } from '../../src/notifications/domain/delivery';
import type { Outbox } from '../../src/notifications/domain/outbox';
import type { OutgoingMail } from '../../src/notifications/domain/outgoing-mail';

const LEASE = 5 * 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, 0) + minutes * 60_000);

export const mailTo = (to: string): OutgoingMail => ({
  to,
  subject: 'Recibimos tu solicitud SOL4821',
  text: 'Hola, Ana María: recibimos tu solicitud.',
  html: '<p>Hola, Ana María: recibimos tu solicitud.</p>',
});

/** What every Outbox adapter promises; each test gets a fresh, empty outbox. */
export function describeOutboxContract(adapterName: string, createOutbox: () => Promise<Outbox>) {
  describe(`${adapterName} honours the Outbox contract`, () => {
    it('queues a message once, however often it is queued', async () => {
      const outbox = await createOutbox();
      expect(await outbox.enqueue('SOL4821-acuse', mailTo('ana@example.com'), at(0))).toBe(
        'queued',
      );
      expect(await outbox.enqueue('SOL4821-acuse', mailTo('otra@example.com'), at(1))).toBe(
        'already-queued',
      );
      expect(await outbox.deliveryOf('SOL4821-acuse')).toMatchObject({
        state: 'pending',
        attempts: 0,
        mail: mailTo('ana@example.com'),
      });
    });

    it('hands out what is due, oldest first, up to the limit', async () => {
      const outbox = await createOutbox();
      await outbox.enqueue('b', mailTo('b@example.com'), at(2));
      await outbox.enqueue('a', mailTo('a@example.com'), at(1));
      await outbox.enqueue('c', mailTo('c@example.com'), at(3));
      await outbox.enqueue('later', mailTo('d@example.com'), at(30));

      const claimed = await outbox.claimDue(at(10), 2, LEASE);

      expect(claimed.map(({ id }) => id)).toEqual(['a', 'b']);
      expect(claimed[0]?.mail).toEqual(mailTo('a@example.com'));
    });

    it('holds a taken message for its lease, then hands it out again (its sender died)', async () => {
      const outbox = await createOutbox();
      await outbox.enqueue('m', mailTo('m@example.com'), at(0));
      expect(await outbox.claimDue(at(1), 10, LEASE)).toHaveLength(1);

      expect(await outbox.claimDue(at(2), 10, LEASE)).toEqual([]);
      expect((await outbox.claimDue(at(6), 10, LEASE)).map(({ id }) => id)).toEqual(['m']);
    });

    it('never hands one message to two senders at once', async () => {
      const outbox = await createOutbox();
      await outbox.enqueue('m', mailTo('m@example.com'), at(0));
      const claims = await Promise.all([1, 2, 3, 4].map(() => outbox.claimDue(at(1), 10, LEASE)));
      expect(claims.flat()).toHaveLength(1);
    });

    it('keeps a sent message final, and nothing personal of it', async () => {
      const outbox = await createOutbox();
      await outbox.enqueue('m', mailTo('ana@example.com'), at(0));
      await outbox.claimDue(at(1), 10, LEASE);
      await outbox.recordSent('m', at(1));

      expect(await outbox.claimDue(at(60), 10, LEASE)).toEqual([]);
      const sent = await outbox.deliveryOf('m');
      expect(sent).toMatchObject({ state: 'sent', sentAt: at(1), nextAttemptAt: null });
      expect(JSON.stringify(sent)).not.toMatch(/ana@example|Ana María|SOL4821/);
    });

    it('tries a failed message again when its wait is over, and gives up after the last', async () => {
      const outbox = await createOutbox();
      await outbox.enqueue('m', mailTo('m@example.com'), at(0));
      const [taken] = await outbox.claimDue(at(1), 10, LEASE);
      await outbox.recordFailure(
        afterFailure(taken!, at(1), 'Error: connection refused', 'MAIL_UNREACHABLE'),
      );

      expect(await outbox.claimDue(at(1.5), 10, LEASE)).toEqual([]);
      const [again] = await outbox.claimDue(at(2), 10, LEASE);
      expect(again).toMatchObject({
        attempts: 1,
        lastError: 'Error: connection refused',
        lastErrorCode: 'MAIL_UNREACHABLE',
        lastErrorAt: at(1),
      });

      const lastAttempt = { ...again!, attempts: DELIVERY_POLICY.maxAttempts - 1 };
      await outbox.recordFailure(
        afterFailure(lastAttempt, at(2), 'Error: refused', 'MAIL_REFUSED'),
      );
      expect(await outbox.claimDue(at(10_000), 10, LEASE)).toEqual([]);
      const given = await outbox.deliveryOf('m');
      expect(given).toMatchObject({
        state: 'failed',
        attempts: DELIVERY_POLICY.maxAttempts,
        nextAttemptAt: null,
        lastError: 'Error: refused',
        lastErrorCode: 'MAIL_REFUSED',
        lastErrorAt: at(2),
      });
      // Given up, it keeps nothing of the message either: only that it failed, and why.
      expect(JSON.stringify(given)).not.toMatch(/m@example|Ana María|SOL4821/);
    });
  });
}
