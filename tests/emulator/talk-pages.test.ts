import { describe, expect, it } from 'vitest';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { OUTBOX_COLLECTION } from '../../src/notifications/adapters/notifications-collections';
import type { Clock } from '../../src/shared/domain/clock';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import { AdminSeatRegistry } from '../../src/talks/adapters/server/admin-seat-registry';
import { answerTalkPage } from '../../src/talks/adapters/server/talk-pages';
import { InviteToTalk } from '../../src/talks/application/invite-to-talk';
import {
  CancelByLink,
  ChooseByLink,
  OfferTalkChoice,
  ReadCancelLink,
  ReadChoiceLink,
} from '../../src/talks/application/talk-links';
import { drawCapabilityToken } from '../../src/shared/domain/capability-token';
import { seededRandom } from '../support/deterministic';
import { validForm } from '../support/application-fixtures';
import { registerAdminTestProject } from './support/admin-test-project';
import { TalkSeeds } from './support/talk-seeds';

const SITE = 'https://primerpaso.coop';
const HOUR = 3_600_000;
const START = new Date('2026-03-14T15:00:00.000Z');
const NBSP = '\u00a0';

const env = registerAdminTestProject('talk-pages');

async function fresh() {
  await env.project.admin.clear();
  let now = START.getTime();
  const clock: Clock = { now: () => new Date(now) };
  const seeds = new TalkSeeds(env.db);
  const registry = new AdminSeatRegistry(env.db);
  const ports = {
    registry,
    outbox: new AdminOutbox(env.db),
    random: seededRandom(3),
    siteUrl: SITE,
    mailbox: {
      ledger: new AdminIntakeLedger(env.db),
      keys: new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!'),
    },
  };
  const useCases = {
    readCancelLink: new ReadCancelLink(registry, clock),
    cancelByLink: new CancelByLink(registry, clock),
    readChoiceLink: new ReadChoiceLink(registry, clock),
    chooseByLink: new ChooseByLink(registry, ports.mailbox.keys, clock),
  };
  // Thursday 19 March 2026, 9:30 in El Salvador.
  await seeds.talk('jueves', new Date('2026-03-19T15:30:00.000Z'), 10, 'Agencia Suchitoto');
  return {
    seeds,
    invite: new InviteToTalk(ports, clock),
    offer: new OfferTalkChoice(registry, seededRandom(5), clock),
    later: (hours: number) => (now += hours * HOUR),
    open: (method: string, path: string, form?: unknown) =>
      answerTalkPage({ method, path, form }, useCases),
  };
}

/** The "No podré asistir" path in the queued invitation (read before the outbox sends it). */
async function cancelPathOf(applicationId: string): Promise<string> {
  const messages = await env.db.collection(OUTBOX_COLLECTION).get();
  const mail = messages.docs.find((message) => message.id.startsWith(`${applicationId}-`));
  const link = /No podré asistir: (\S+)/.exec(String(mail?.get('text')))?.[1] ?? '';
  return new URL(link).pathname;
}

describe('the page of a "No podré asistir" link (emulator)', () => {
  it('shows the talk and changes nothing on a GET; frees the seat on the POST, once', async () => {
    const { seeds, invite, open } = await fresh();
    await seeds.application('SOL1001', 'en-tramite', validForm({ first_name: 'Ana' }));
    await seeds.seat('jueves', 'SOL1001', new Date(START.getTime() - HOUR));
    await invite.execute('jueves', 'SOL1001');
    const path = await cancelPathOf('SOL1001');

    const shown = await open('GET', path);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<h1>¿No podrás asistir a tu charla informativa?</h1>');
    expect(shown.html).toContain('jueves, 19 de marzo de 2026');
    expect(shown.html).toContain(`9:30${NBSP}a.${NBSP}m.`);
    expect(shown.html).toContain('Agencia Suchitoto');
    expect(shown.html).toContain(
      '<form method="post"><button type="submit">Sí, liberar mi cupo</button></form>',
    );
    expect(shown.html).not.toMatch(/<script|Ana|SOL1001/);
    await open('GET', path);
    expect(await seeds.seatExists('jueves', 'SOL1001')).toBe(true);

    const freed = await open('POST', path);
    expect(freed.status).toBe(200);
    expect(freed.html).toContain('Tu cupo quedó libre');
    expect(freed.html).toContain('2335-1200');
    expect(await seeds.seatExists('jueves', 'SOL1001')).toBe(false);
    expect(await seeds.taken('jueves')).toBe(0);
    expect(await seeds.holder('SOL1001')).toBeUndefined();

    const again = await open('POST', path);
    expect(again.status).toBe(410);
    expect(again.html).toContain('Este enlace ya se usó');
    expect((await open('GET', path)).html).toContain('Este enlace ya se usó');
  });

  it('says so for a link whose seat was freed and given again, a talk begun, or a made-up link', async () => {
    const { seeds, invite, open, later } = await fresh();
    for (const id of ['SOL1001', 'SOL1002'] as const) {
      await seeds.application(id, 'en-tramite');
      await seeds.seat('jueves', id, new Date(START.getTime() - HOUR));
      await invite.execute('jueves', id);
    }
    const moved = await cancelPathOf('SOL1001');
    // A clerk gave SOL1001 a new seat at the same talk: the old link died with the old seat.
    await env.db.doc('Talks/jueves/seats/SOL1001').update({ assignedAt: new Date() });
    expect((await open('POST', moved)).html).toContain('Este enlace no es válido');
    expect(await seeds.seatExists('jueves', 'SOL1001')).toBe(true);

    const begun = await cancelPathOf('SOL1002');
    later(5 * 24 + 1);
    const late = await open('POST', begun);
    expect(late.html).toContain('La charla ya empezó');
    expect(await seeds.seatExists('jueves', 'SOL1002')).toBe(true);

    const madeUp = `/charla/no-asistire/${drawCapabilityToken(seededRandom(99))}`;
    expect(await open('GET', madeUp)).toMatchObject({ status: 404 });
    expect((await open('GET', '/charla/no-asistire/corto')).html).toContain('no es válido');
    expect(await open('DELETE', madeUp)).toMatchObject({ status: 405, allow: 'GET, POST' });
  });
});

describe('the page of an "Elegir mi charla informativa" link (emulator)', () => {
  const inDays = (days: number, hour = 15) => new Date(Date.UTC(2026, 2, 14 + days, hour, 0, 0));

  it('lists the next talks with a free seat, at most five, and takes a seat at one on the POST, once', async () => {
    const { seeds, offer, open } = await fresh();
    await seeds.talk('llena', inDays(1), 1);
    await seeds.application('SOL1009', 'en-tramite');
    await seeds.seat('llena', 'SOL1009', START);
    await seeds.talk('pasada', inDays(-1));
    for (const day of [2, 3, 4, 6, 7, 8]) await seeds.talk(`dia-${day}`, inDays(day));
    await seeds.application('SOL1001', 'nueva');
    const path = await offer.execute('SOL1001');
    expect(path).toMatch(/^\/charla\/elegir\/[A-Za-z0-9_-]{43}$/);

    const shown = await open('GET', path);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<h1>Elige tu charla informativa</h1>');
    const offered = [...shown.html.matchAll(/name="charla" value="([^"]+)"/g)].map((m) => m[1]);
    // The next five with a free seat ("jueves" is the 19th): "llena" and "pasada" are not.
    expect(offered).toEqual(['dia-2', 'dia-3', 'dia-4', 'jueves', 'dia-6']);
    expect(shown.html).toContain('Quedan 10 cupos');
    expect(shown.html).not.toMatch(/SOL1001|<script/);

    const taken = await open('POST', path, { charla: 'dia-3' });
    expect(taken.status).toBe(200);
    expect(taken.html).toContain('Listo: tu cupo está reservado');
    expect(await seeds.seatExists('dia-3', 'SOL1001')).toBe(true);
    expect(await seeds.taken('dia-3')).toBe(1);
    expect(await seeds.holder('SOL1001')).toBe('dia-3');
    const seat = await env.db.doc('Talks/dia-3/seats/SOL1001').get();
    expect(seat.get('assignedBy')).toBe('solicitante');

    expect((await open('POST', path, { charla: 'dia-4' })).html).toContain('Este enlace ya se usó');
    expect((await open('GET', path)).html).toContain('Este enlace ya se usó');
    expect(await seeds.seatExists('dia-4', 'SOL1001')).toBe(false);
  });

  it('gives the last seat to one of two applicants choosing it at once, and tells the other to choose again', async () => {
    const { seeds, offer, open } = await fresh();
    await seeds.talk('ultima', inDays(2), 1);
    await seeds.application('SOL1001', 'nueva');
    await seeds.application('SOL1002', 'en-tramite');
    const [first, second] = [await offer.execute('SOL1001'), await offer.execute('SOL1002')];

    const answers = await Promise.all([
      open('POST', first, { charla: 'ultima' }),
      open('POST', second, { charla: 'ultima' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.html).toContain('Esa charla se llenó');
    expect(await seeds.taken('ultima')).toBe(1);
    const seated = await Promise.all([
      seeds.seatExists('ultima', 'SOL1001'),
      seeds.seatExists('ultima', 'SOL1002'),
    ]);
    expect(seated.filter(Boolean)).toHaveLength(1);
  });

  it('moves a seat a clerk gave, refuses an application closed, and a link past its 30 days', async () => {
    const { seeds, offer, open, later } = await fresh();
    await seeds.talk('otra', inDays(2));
    await seeds.application('SOL1001', 'en-tramite');
    await seeds.seat('jueves', 'SOL1001', START);
    await seeds.application('SOL1002', 'cerrada');
    await seeds.application('SOL1003', 'nueva');
    const [moving, closed, old] = [
      await offer.execute('SOL1001'),
      await offer.execute('SOL1002'),
      await offer.execute('SOL1003'),
    ];

    expect((await open('POST', moving, { charla: 'otra' })).status).toBe(200);
    expect(await seeds.seatExists('jueves', 'SOL1001')).toBe(false);
    expect(await seeds.taken('jueves')).toBe(0);
    expect(await seeds.holder('SOL1001')).toBe('otra');

    const refused = await open('POST', closed, { charla: 'otra' });
    expect(refused.html).toContain('Tu solicitud ya no admite elegir charla');
    expect(await seeds.seatExists('otra', 'SOL1002')).toBe(false);

    later(30 * 24 + 1);
    expect((await open('GET', old)).html).toContain('Este enlace venció');
  });
});
