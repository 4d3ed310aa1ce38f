import { describe, expect, it } from 'vitest';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { OUTBOX_COLLECTION } from '../../src/shared/adapters/firestore/collection-names';
import type { Clock } from '../../src/shared/domain/clock';
import { AdminSeatRegistry } from '../../src/talks/adapters/server/admin-seat-registry';
import { answerTalkPage } from '../../src/talks/adapters/server/talk-pages';
import { InviteToTalk } from '../../src/talks/application/invite-to-talk';
import { CancelByLink, ReadCancelLink } from '../../src/talks/application/talk-links';
import { drawPassToken } from '../../src/talks/domain/talk-pass';
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
  };
  const useCases = {
    readCancelLink: new ReadCancelLink(registry, clock),
    cancelByLink: new CancelByLink(registry, clock),
  };
  // Thursday 19 March 2026, 9:30 in El Salvador.
  await seeds.talk('jueves', new Date('2026-03-19T15:30:00.000Z'), 10, 'Agencia Suchitoto');
  return {
    seeds,
    invite: new InviteToTalk(ports, clock),
    later: (hours: number) => (now += hours * HOUR),
    open: (method: string, path: string) => answerTalkPage({ method, path }, useCases),
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

    const madeUp = `/charla/no-asistire/${drawPassToken(seededRandom(99))}`;
    expect(await open('GET', madeUp)).toMatchObject({ status: 404 });
    expect((await open('GET', '/charla/no-asistire/corto')).html).toContain('no es válido');
    expect(await open('DELETE', madeUp)).toMatchObject({ status: 405, allow: 'GET, POST' });
  });
});
