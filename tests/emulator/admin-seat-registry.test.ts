import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { MAILBOX_SEATS_COLLECTION } from '../../src/talks/adapters/talks-collections';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import { AdminSeatRegistry } from '../../src/talks/adapters/server/admin-seat-registry';
import { adminApplicationStateOf } from '../../src/applications/adapters/server/admin-seat-applications';
import { SettleSeats } from '../../src/talks/application/settle-seats';
import { ChooseByLink, OfferTalkChoice } from '../../src/talks/application/talk-links';
import { validForm } from '../support/application-fixtures';
import { fixedClock, seededRandom } from '../support/deterministic';
import { describeSeatRegistryContract } from '../contract/seat-registry-contract';
import { registerAdminTestProject } from './support/admin-test-project';
import { TalkSeeds } from './support/talk-seeds';

const HOUR = 3_600_000;
const NOW = new Date('2026-03-14T15:00:00.000Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const env = registerAdminTestProject('seat-registry');

async function fresh() {
  await env.project.admin.clear();
  const seeds = new TalkSeeds(env.db);
  const registry = new AdminSeatRegistry(env.db);
  await seeds.talk('pasada', at(-72));
  await seeds.talk('manana', at(20));
  await seeds.talk('otra', at(48));
  return { seeds, registry, settle: new SettleSeats(registry, fixedClock(NOW.toISOString())) };
}

describeSeatRegistryContract('AdminSeatRegistry (emulator)', async () => {
  await env.project.admin.clear();
  const seeds = new TalkSeeds(env.db);
  const applications = env.db.collection('Applications');
  return {
    registry: new AdminSeatRegistry(env.db),
    talk: async (id, startsAt, seats) => void (await seeds.talk(id, startsAt, seats)),
    seat: (talkId, applicationId, assignedAt, attended) =>
      seeds.seat(talkId, applicationId, assignedAt, attended),
    application: (id, stage, email) =>
      seeds.application(id, stage, validForm(email ? { email } : {})),
    remove: async (id) => void (await applications.doc(id).delete()),
    taken: (talkId) => seeds.taken(talkId),
    seatExists: (talkId, applicationId) => seeds.seatExists(talkId, applicationId),
    holder: (applicationId) => seeds.holder(applicationId),
    passes: (applicationId) => seeds.passes(applicationId),
    mailboxHolders: () => seeds.mailboxHolders(),
  };
});

describe("SettleSeats, the trigger's use case, on the application's documents", () => {
  async function changed(write: () => Promise<unknown>, id: string) {
    const reference = env.db.collection('Applications').doc(id);
    const before = adminApplicationStateOf(await reference.get());
    await write();
    return { before, after: adminApplicationStateOf(await reference.get()) };
  }

  it('frees the seat of an application closed, and of one associated', async () => {
    const { seeds, settle } = await fresh();
    for (const id of ['SOL1001', 'SOL1002'] as const) {
      await seeds.application(id, 'en-tramite');
      await seeds.seat('manana', id, at(-1));
    }
    const closed = await changed(() => seeds.application('SOL1001', 'cerrada'), 'SOL1001');
    const member = await changed(() => seeds.application('SOL1002', 'asociada'), 'SOL1002');

    expect(await settle.execute('SOL1001', closed.before, closed.after, NOW)).toBe('release');
    expect(await settle.execute('SOL1002', member.before, member.after, NOW)).toBe('release');
    expect(await seeds.taken('manana')).toBe(0);
  });

  it('forgets the seats of an application removed as spam, and of one erased', async () => {
    const { seeds, settle } = await fresh();
    for (const id of ['SOL1001', 'SOL1002'] as const) {
      await seeds.application(id, 'en-tramite');
      await seeds.seat('pasada', id, at(-80), true);
    }
    const applications = env.db.collection('Applications');
    const removed = await changed(() => applications.doc('SOL1001').delete(), 'SOL1001');
    const erased = await changed(
      () =>
        applications.doc('SOL1002').set({
          id: 'SOL1002',
          erasedAt: Timestamp.fromDate(NOW),
          erasureReason: 'plazo-vencido',
        }),
      'SOL1002',
    );

    expect(await settle.execute('SOL1001', removed.before, removed.after, NOW)).toBe('forget');
    expect(await settle.execute('SOL1002', erased.before, erased.after, NOW)).toBe('forget');
    expect(await seeds.seatExists('pasada', 'SOL1001')).toBe(false);
    expect(await seeds.seatExists('pasada', 'SOL1002')).toBe(false);
    expect(await seeds.holder('SOL1002')).toBeUndefined();
  });

  it("frees at once the seat and the mailbox's hold of an application removed as spam", async () => {
    const { seeds, registry } = await fresh();
    const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
    const clock = { now: () => new Date() };
    const offer = new OfferTalkChoice(registry, seededRandom(7), clock);
    const choose = new ChooseByLink(registry, keys, clock);
    const tokenOf = async (id: 'SOL1001' | 'SOL1002') =>
      (await offer.execute(id)).split('/').pop() ?? '';
    await seeds.talk('pronto', new Date(Date.now() + 20 * HOUR));
    await seeds.application('SOL1001', 'nueva', validForm({ email: 'ana.perez+1@gmail.com' }));
    await seeds.application('SOL1002', 'nueva', validForm({ email: 'anaperez@gmail.com' }));
    expect((await choose.execute(await tokenOf('SOL1001'), 'pronto')).outcome).toBe('taken');
    const second = await tokenOf('SOL1002');
    expect((await choose.execute(second, 'pronto')).outcome).toBe('mailbox-seated');
    // The hold is under the mailbox's keyed hash: the address is nowhere in it.
    const holds = await env.db.collection(MAILBOX_SEATS_COLLECTION).get();
    expect(holds.docs.map((hold) => JSON.stringify(hold.data()) + hold.id).join()).not.toMatch(
      /ana|perez|gmail/i,
    );

    const removed = await changed(
      () => env.db.collection('Applications').doc('SOL1001').delete(),
      'SOL1001',
    );
    const settle = new SettleSeats(registry, clock);
    expect(await settle.execute('SOL1001', removed.before, removed.after, new Date())).toBe(
      'forget',
    );

    expect(await seeds.seatExists('pronto', 'SOL1001')).toBe(false);
    expect(await seeds.taken('pronto')).toBe(0);
    expect(await seeds.mailboxHolders()).toEqual([]);
    expect((await choose.execute(second, 'pronto')).outcome).toBe('taken');
  });

  it('does nothing for a change that keeps the seat (a tick, a move to En trámite)', async () => {
    const { seeds, settle } = await fresh();
    await seeds.application('SOL1001', 'nueva');
    await seeds.seat('manana', 'SOL1001', at(-1));
    const moved = await changed(() => seeds.application('SOL1001', 'en-tramite'), 'SOL1001');

    expect(await settle.execute('SOL1001', moved.before, moved.after, NOW)).toBe('keep');
    expect(await seeds.seatExists('manana', 'SOL1001')).toBe(true);
  });
});
