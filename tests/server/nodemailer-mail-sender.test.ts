import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodemailerMailSender } from '../../src/notifications/adapters/server/nodemailer-mail-sender';
import { freePort } from '../support/free-port';
import { SmtpSink } from '../support/smtp-sink';
import { mailTo } from '../contract/outbox-contract';

let sink: SmtpSink;
let sender: NodemailerMailSender;
beforeAll(async () => {
  sink = new SmtpSink(await freePort());
  await sink.start();
  sender = new NodemailerMailSender({
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    from: 'Cooperativa Primer Paso <asociados@primerpaso.coop>',
    messageIdDomain: 'primerpaso.coop',
  });
});
afterAll(async () => {
  sender.close();
  await sink.stop();
});

describe('NodemailerMailSender, against a real SMTP server', () => {
  it('delivers the message in text and HTML, in Spanish, with its own Message-ID', async () => {
    await sender.send(mailTo('ana@example.com'), 'SOL4821-acuse');

    const [mail] = sink.received.splice(0);
    expect(mail?.to).toMatchObject({ text: 'ana@example.com' });
    expect(mail?.from?.text).toBe('"Cooperativa Primer Paso" <asociados@primerpaso.coop>');
    expect(mail?.subject).toBe('Recibimos tu solicitud SOL4821');
    expect(mail?.text?.trim()).toBe('Hola, Ana María: recibimos tu solicitud.');
    expect(mail?.html).toContain('<p>Hola, Ana María: recibimos tu solicitud.</p>');
    expect(mail?.messageId).toBe('<SOL4821-acuse@primerpaso.coop>');
  });

  it('fails when the mail server refuses the message', async () => {
    sink.refuseWith = '552 Mailbox full';
    await expect(sender.send(mailTo('ana@example.com'), 'x')).rejects.toThrow(/Mailbox full/);
    sink.refuseWith = null;
  });
});
