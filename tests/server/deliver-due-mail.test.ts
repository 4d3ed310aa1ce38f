import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliverDueMail } from '../../src/notifications/application/deliver-due-mail';
import { InMemoryOutbox } from '../../src/notifications/adapters/memory/in-memory-outbox';
import {
  NodemailerMailSender,
  type SmtpLogin,
} from '../../src/notifications/adapters/server/nodemailer-mail-sender';
import { DELIVERY_POLICY } from '../../src/notifications/domain/delivery';
import { mailTo } from '../contract/outbox-contract';
import { freePort } from '../../build/free-port';
import { SmtpSink, type SinkLogin } from '../support/smtp-sink';

/** A clock the test moves by hand. */
const clockAt = (start: Date) => {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

const sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.stop()));
});

async function world(accounts: { sink?: SinkLogin; sender?: SmtpLogin } = {}) {
  const sink = new SmtpSink(await freePort(), undefined, accounts.sink);
  sinks.push(sink);
  const sender = new NodemailerMailSender({
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    // The sink on loopback offers no STARTTLS (it has no certificate).
    requireTls: false,
    login: accounts.sender,
    from: 'Cooperativa Primer Paso <asociados@primerpaso.coop>',
    messageIdDomain: 'primerpaso.coop',
  });
  const outbox = new InMemoryOutbox();
  const clock = clockAt(new Date('2026-11-23T09:00:00Z'));
  return { sink, outbox, clock, deliver: new DeliverDueMail(outbox, sender, clock) };
}

describe('sending from the outbox', () => {
  it('loses nothing while the mail server is down, and sends each message once when it is back', async () => {
    const { sink, outbox, clock, deliver } = await world();
    await outbox.enqueue('SOL4821-acuse', mailTo('ana@example.com'), clock.now());
    await outbox.enqueue('SOL4822-acuse', mailTo('luis@example.com'), clock.now());

    expect(await deliver.execute()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    expect(await outbox.deliveryOf('SOL4821-acuse')).toMatchObject({
      state: 'pending',
      attempts: 1,
    });

    await sink.start();
    expect(await deliver.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(60_000);
    expect(await deliver.execute()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    clock.advance(24 * 60 * 60_000);
    expect(await deliver.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(sink.received.map(({ messageId }) => messageId).sort()).toEqual([
      '<SOL4821-acuse@primerpaso.coop>',
      '<SOL4822-acuse@primerpaso.coop>',
    ]);
    expect(await outbox.deliveryOf('SOL4821-acuse')).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('gives a message up after its last attempt, and says so', async () => {
    const { sink, outbox, clock, deliver } = await world();
    await sink.start();
    sink.refuseWith = '550 No such user';
    await outbox.enqueue('SOL4821-acuse', mailTo('nadie@example.com'), clock.now());

    const reports = [];
    for (let run = 0; run < DELIVERY_POLICY.maxAttempts; run++) {
      reports.push(await deliver.execute());
      clock.advance(DELIVERY_POLICY.longestWaitMs);
    }

    expect(reports.at(-1)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await deliver.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const given = await outbox.deliveryOf('SOL4821-acuse');
    expect(given).toMatchObject({ state: 'failed', attempts: DELIVERY_POLICY.maxAttempts });
    expect(given?.lastError).toContain('No such user');
    expect(given?.lastError).not.toContain('nadie@example.com');
    // The stable code Estado shows, and when it last failed.
    expect(given).toMatchObject({ lastErrorCode: 'MAIL_REFUSED', lastErrorAt: expect.any(Date) });
  });
});

describe('what a failed delivery logs', () => {
  /** Every line logged at ERROR, as Cloud Logging would show it (an Error: its stack). */
  const errorLines = () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    return () =>
      spy.mock.calls.map((args) =>
        args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
      );
  };
  const USER = 'asociados@primerpaso.coop';

  it('logs a refused login at ERROR as MAIL_AUTH_FAILED, an Error with its stack, and keeps the message for later', async () => {
    const { sink, outbox, clock, deliver } = await world({
      sink: { user: USER, password: 'correcta' },
      sender: { kind: 'password', user: USER, password: 'vieja' },
    });
    await sink.start();
    await outbox.enqueue('SOL4821-acuse', mailTo('ana@example.com'), clock.now());
    const lines = errorLines();

    expect(await deliver.execute()).toEqual({ sent: 0, retrying: 1, failed: 0 });

    expect(lines()).toEqual([
      expect.stringMatching(
        /^Error: primer-paso: MAIL_AUTH_FAILED, un correo no salió \(intento 1 de 14\)\n\s+at /,
      ),
    ]);
    expect(await outbox.deliveryOf('SOL4821-acuse')).toMatchObject({
      state: 'pending',
      attempts: 1,
    });
  });

  it('logs a refused recipient as MAIL_REFUSED, and MAIL_GIVEN_UP on the last attempt, never who, what or which', async () => {
    const { sink, outbox, clock, deliver } = await world();
    await sink.start();
    sink.refuseRecipientsWith = '550 No such user';
    await outbox.enqueue('SOL4821-acuse', mailTo('nadie@example.com'), clock.now());
    const lines = errorLines();

    for (let run = 0; run < DELIVERY_POLICY.maxAttempts; run++) {
      await deliver.execute();
      clock.advance(DELIVERY_POLICY.longestWaitMs);
    }

    const logged = lines();
    expect(logged).toHaveLength(DELIVERY_POLICY.maxAttempts);
    expect(logged[0]).toMatch(
      /^Error: primer-paso: MAIL_REFUSED, un correo no salió \(intento 1 de 14\)/,
    );
    expect(logged.at(-1)).toMatch(
      /^Error: primer-paso: MAIL_GIVEN_UP \(MAIL_REFUSED\), un correo no salió \(intento 14 de 14\)/,
    );
    for (const line of logged) {
      expect(line).not.toMatch(/nadie|example\.com|SOL4821|Recibimos|Ana/);
    }
    expect(await outbox.deliveryOf('SOL4821-acuse')).toMatchObject({ state: 'failed' });
  });
});
