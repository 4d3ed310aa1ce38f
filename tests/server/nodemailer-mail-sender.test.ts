import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  NodemailerMailSender,
  type SmtpSettings,
} from '../../src/notifications/adapters/server/nodemailer-mail-sender';
import { mailFailureCodeOf } from '../../src/notifications/domain/mail-failure';
import { freePort } from '../../build/free-port';
import { SmtpSink, type SinkLogin } from '../support/smtp-sink';
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
    // The sink on loopback offers no STARTTLS (it has no certificate).
    requireTls: false,
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

const from = 'Cooperativa Primer Paso <asociados@primerpaso.coop>';
const USER = 'asociados@primerpaso.coop';
const started: { stop: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
});

async function sinkWith(login?: SinkLogin) {
  const other = new SmtpSink(await freePort(), undefined, login);
  await other.start();
  started.push(other);
  return other;
}

const senderTo = (other: SmtpSink, settings: Partial<SmtpSettings> = {}) => {
  const made = new NodemailerMailSender({
    host: '127.0.0.1',
    port: other.port,
    secure: false,
    requireTls: false,
    from,
    messageIdDomain: 'primerpaso.coop',
    ...settings,
  });
  started.push({ stop: async () => made.close() });
  return made;
};

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'sent',
    (error: unknown) => mailFailureCodeOf(error),
  );

/** An OAuth2 token endpoint on loopback, as Google's answers a refresh; it records each ask. */
async function tokenEndpoint(accessToken: string) {
  const asked: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked.push(new URLSearchParams(body));
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ access_token: accessToken, expires_in: 3600 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  started.push({ stop: () => new Promise((resolve) => server.close(() => resolve())) });
  return { url: `http://127.0.0.1:${port}/token`, asked };
}

describe('NodemailerMailSender, logging in and refusing', () => {
  it('logs in with a password, and says MAIL_AUTH_FAILED for a wrong one', async () => {
    const guarded = await sinkWith({ user: USER, password: 'correcta' });
    const login = (password: string) => ({ kind: 'password' as const, user: USER, password });

    await senderTo(guarded, { login: login('correcta') }).send(mailTo('ana@example.com'), 'a');
    expect(guarded.received).toHaveLength(1);
    expect(
      await codeOf(senderTo(guarded, { login: login('vieja') }).send(mailTo('b@x.org'), 'b')),
    ).toBe('MAIL_AUTH_FAILED');
    expect(guarded.received).toHaveLength(1);
  });

  it('logs in with OAuth2 (XOAUTH2): the refresh token traded for an access token at the token endpoint', async () => {
    const guarded = await sinkWith({ user: USER, accessToken: 'ya29.fresco' });
    const endpoint = await tokenEndpoint('ya29.fresco');
    const sender = senderTo(guarded, {
      login: {
        kind: 'oauth2',
        user: USER,
        clientId: 'cliente.apps.googleusercontent.com',
        clientSecret: 'secreto-del-cliente',
        refreshToken: '1//refresco',
        tokenUrl: endpoint.url,
      },
    });

    await sender.send(mailTo('ana@example.com'), 'SOL4821-acuse');
    await sender.send(mailTo('luis@example.com'), 'SOL4822-acuse');

    expect(guarded.received.map(({ messageId }) => messageId)).toEqual([
      '<SOL4821-acuse@primerpaso.coop>',
      '<SOL4822-acuse@primerpaso.coop>',
    ]);
    expect(guarded.accessTokens).toEqual(['ya29.fresco', 'ya29.fresco']);
    // One trade for both messages: the access token is kept until it expires.
    expect(endpoint.asked.map((ask) => Object.fromEntries(ask))).toEqual([
      {
        client_id: 'cliente.apps.googleusercontent.com',
        client_secret: 'secreto-del-cliente',
        refresh_token: '1//refresco',
        grant_type: 'refresh_token',
      },
    ]);
  });

  it('says MAIL_AUTH_FAILED when the server refuses the access token', async () => {
    const guarded = await sinkWith({ user: USER, accessToken: 'ya29.otro' });
    const endpoint = await tokenEndpoint('ya29.caducado');
    const sender = senderTo(guarded, {
      login: {
        kind: 'oauth2',
        user: USER,
        clientId: 'cliente',
        clientSecret: 'secreto',
        refreshToken: '1//refresco',
        tokenUrl: endpoint.url,
      },
    });

    expect(await codeOf(sender.send(mailTo('ana@example.com'), 'a'))).toBe('MAIL_AUTH_FAILED');
    expect(guarded.received).toEqual([]);
  });

  it('with requireTls, refuses a server that offers no STARTTLS rather than send in clear', async () => {
    const plain = await sinkWith({ user: USER, password: 'correcta' });
    const login = { kind: 'password' as const, user: USER, password: 'correcta' };

    const refused = senderTo(plain, { requireTls: true, login }).send(mailTo('ana@x.org'), 'a');
    expect(await codeOf(refused)).toBe('MAIL_TLS_FAILED');
    expect(plain.received).toEqual([]);
    // The same server, TLS not required: the password and the message would go in clear.
    await senderTo(plain, { requireTls: false, login }).send(mailTo('ana@x.org'), 'b');
    expect(plain.received).toHaveLength(1);
  });

  it('says MAIL_REFUSED when the server refuses the recipient, MAIL_UNREACHABLE when it is down', async () => {
    const strict = await sinkWith();
    strict.refuseRecipientsWith = '550 No such user here';
    expect(await codeOf(senderTo(strict).send(mailTo('nadie@example.com'), 'a'))).toBe(
      'MAIL_REFUSED',
    );
    const down = new SmtpSink(await freePort());
    expect(await codeOf(senderTo(down).send(mailTo('ana@example.com'), 'b'))).toBe(
      'MAIL_UNREACHABLE',
    );
  });
});
