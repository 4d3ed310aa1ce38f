import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { NodemailerMailSender } from '../../src/notifications/adapters/server/nodemailer-mail-sender';
import { DeliverDueMail } from '../../src/notifications/application/deliver-due-mail';
import { OUTBOX_COLLECTION } from '../../src/notifications/adapters/notifications-collections';
import { TALK_PASSES_COLLECTION } from '../../src/talks/adapters/talks-collections';
import { CryptoRandomSource } from '../../src/shared/adapters/crypto-random-source';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import { AdminSeatRegistry } from '../../src/talks/adapters/server/admin-seat-registry';
import { InviteToTalk } from '../../src/talks/application/invite-to-talk';
import { RemindTomorrowsTalks } from '../../src/talks/application/remind-tomorrows-talks';
import { fixedClock } from '../support/deterministic';
import { validForm } from '../support/application-fixtures';
import { freePort } from '../../build/free-port';
import { SmtpSink } from '../support/smtp-sink';
import { registerAdminTestProject } from './support/admin-test-project';
import { TalkSeeds } from './support/talk-seeds';

const SITE = 'https://primerpaso.coop';
const HOUR = 3_600_000;
const NOW = new Date('2026-03-14T15:00:00.000Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const NBSP = '\u00a0';
const SECRET = 'una-clave-de-prueba-de-32-caracteres!';

const env = registerAdminTestProject('talk-mail');
let sink: SmtpSink;

beforeAll(async () => {
  sink = new SmtpSink(await freePort());
  await sink.start();
});
afterAll(() => sink?.stop());

async function fresh() {
  await env.project.admin.clear();
  sink.received.length = 0;
  const seeds = new TalkSeeds(env.db);
  const clock = fixedClock(NOW.toISOString());
  const registry = new AdminSeatRegistry(env.db);
  const outbox = new AdminOutbox(env.db);
  const mailbox = { ledger: new AdminIntakeLedger(env.db), keys: new HmacAddressKeys(SECRET) };
  const ports = { registry, outbox, random: new CryptoRandomSource(), siteUrl: SITE, mailbox };
  const sender = new NodemailerMailSender({
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    // The sink on loopback offers no STARTTLS (it has no certificate).
    requireTls: false,
    from: 'Cooperativa Primer Paso <asociados@primerpaso.coop>',
    messageIdDomain: 'primerpaso.coop',
  });
  // Thursday 19 March 2026, 9:30 in El Salvador.
  await seeds.talk('jueves', new Date('2026-03-19T15:30:00.000Z'), 10, 'Agencia Suchitoto');
  return {
    seeds,
    invite: new InviteToTalk(ports, clock),
    remind: new RemindTomorrowsTalks(ports, clock),
    deliver: new DeliverDueMail(outbox, sender, clock),
  };
}

const storedPasses = async (): Promise<Record<string, unknown>[]> =>
  (await env.db.collection(TALK_PASSES_COLLECTION).get()).docs.map((pass) => ({
    id: pass.id,
    ...pass.data(),
  }));

describe("the applicant's invitation to a talk (emulator, an SMTP server)", () => {
  it('is e-mailed once per seat, with a link whose token is stored only as its SHA-256', async () => {
    const { seeds, invite, deliver } = await fresh();
    await seeds.application('SOL1001', 'en-tramite', validForm({ first_name: 'Ana' }));
    await seeds.seat('jueves', 'SOL1001', at(-1));

    expect(await invite.execute('jueves', 'SOL1001')).toBe('queued');
    expect(await invite.execute('jueves', 'SOL1001')).toBe('already-queued');
    await deliver.execute();

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.to).toMatchObject({ value: [{ address: validForm().email }] });
    expect(mail?.subject).toBe(
      `Tu charla informativa: jueves, 19 de marzo de 2026, 9:30${NBSP}a.${NBSP}m. · Cooperativa Primer Paso`,
    );
    expect(mail?.text).toContain('Hola, Ana:');
    expect(mail?.text).toContain('Lugar: Agencia Suchitoto');
    const link = /No podré asistir: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/primerpaso\.coop\/charla\/no-asistire\/[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain(`href="${link}"`);
    // Nothing of the applicant but the first name.
    for (const personal of [validForm().dui, validForm().phone, validForm().address, 'SOL1001'])
      expect(`${mail?.subject}${mail?.text}`).not.toContain(personal);

    const token = link.split('/').at(-1)!;
    const passes = await storedPasses();
    expect(passes).toEqual([
      expect.objectContaining({
        id: createHash('sha256').update(token).digest('base64url'),
        purpose: 'no-asistire',
        applicationId: 'SOL1001',
        talkId: 'jueves',
        usedAt: null,
      }),
    ]);
    expect(JSON.stringify(passes)).not.toContain(token);
    // The outbox keeps nothing of the message once it is sent.
    const [sent] = (await env.db.collection(OUTBOX_COLLECTION).get()).docs;
    expect(sent?.id).toMatch(/^SOL1001-charla-jueves-\d+$/);
    expect(sent?.get('text')).toBe('');
  });

  it('is not sent to an application closed or gone, nor for a talk that has begun', async () => {
    const { seeds, invite } = await fresh();
    await seeds.application('SOL1001', 'cerrada');
    await seeds.seat('jueves', 'SOL1001', at(-1));
    await seeds.seat('jueves', 'SOL1002', at(-1));
    await seeds.talk('ayer', at(-20));
    await seeds.application('SOL1003', 'en-tramite');
    await seeds.seat('ayer', 'SOL1003', at(-30));

    expect(await invite.execute('jueves', 'SOL1001')).toBe('not-needed');
    expect(await invite.execute('jueves', 'SOL1002')).toBe('not-needed');
    expect(await invite.execute('ayer', 'SOL1003')).toBe('not-needed');
    expect(await storedPasses()).toEqual([]);
  });

  it("counts against the mailbox's budget of e-mail, however its address is written: no seat floods an inbox", async () => {
    const { seeds, invite, deliver } = await fresh();
    const spellings = [
      'ana@gmail.com',
      'a.na@gmail.com',
      'ana+1@gmail.com',
      'A.N.A@googlemail.com',
      'an.a+2@gmail.com',
    ];
    const outcomes = [];
    for (const [index, email] of spellings.entries()) {
      const id = `SOL${2001 + index}` as const;
      await seeds.application(id, 'en-tramite', validForm({ email }));
      await seeds.seat('jueves', id, at(-1));
      outcomes.push(await invite.execute('jueves', id));
    }
    await seeds.application('SOL2010', 'en-tramite', validForm({ email: 'luis@gmail.com' }));
    await seeds.seat('jueves', 'SOL2010', at(-1));

    expect(outcomes).toEqual(['queued', 'queued', 'queued', 'queued', 'daily-limit']);
    expect(await invite.execute('jueves', 'SOL2010')).toBe('queued');
    await deliver.execute();
    expect(sink.received).toHaveLength(5);
    // The refused one issued no link either.
    expect(await storedPasses()).toHaveLength(5);
  });
});

describe("the day-before reminder (the daily schedule's, emulator, an SMTP server)", () => {
  it('reaches each seat not attended at the talks of the next office day, once, with a fresh link', async () => {
    const { seeds, invite, remind, deliver } = await fresh();
    // NOW is 09:00 on Saturday 14 March in the office: tomorrow is Sunday the 15th.
    await seeds.talk('domingo', new Date('2026-03-15T16:00:00.000Z'), 10, 'Agencia Centro');
    await seeds.talk('lunes', new Date('2026-03-16T15:00:00.000Z'));
    for (const id of ['SOL1001', 'SOL1002', 'SOL1003'] as const)
      await seeds.application(id, 'en-tramite', validForm({ email: `${id}@example.com` }));
    await seeds.application('SOL1004', 'cerrada', validForm({ email: 'SOL1004@example.com' }));
    await seeds.seat('domingo', 'SOL1001', at(-48));
    await seeds.seat('domingo', 'SOL1004', at(-48));
    await seeds.seat('lunes', 'SOL1002', at(-48));
    await seeds.seat('domingo', 'SOL1003', at(-48));
    expect(await invite.execute('domingo', 'SOL1003')).toBe('queued');

    expect(await remind.execute()).toEqual({ talks: 1, seats: 3, queued: 2 });
    expect(await remind.execute()).toEqual({ talks: 1, seats: 3, queued: 0 });
    await deliver.execute();

    const reminders = sink.received.filter((mail) => mail.subject?.startsWith('Mañana'));
    expect(reminders.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'SOL1001@example.com' }),
        expect.objectContaining({ text: 'SOL1003@example.com' }),
      ]),
    );
    expect(reminders).toHaveLength(2);
    expect(reminders[0]?.subject).toBe(
      `Mañana es tu charla informativa, 10:00${NBSP}a.${NBSP}m. · Cooperativa Primer Paso`,
    );
    // SOL1003 got its invitation's link and a fresh one: both work until the talk.
    const links = sink.received
      .filter((mail) => mail.to && JSON.stringify(mail.to).includes('SOL1003'))
      .map((mail) => /No podré asistir: (\S+)/.exec(mail.text ?? '')?.[1]);
    expect(new Set(links).size).toBe(2);
    expect((await storedPasses()).filter((pass) => pass.applicationId === 'SOL1003')).toHaveLength(
      2,
    );
  });
});
