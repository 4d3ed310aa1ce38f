import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { TALK_PASSES_COLLECTION } from '../../src/shared/adapters/firestore/collection-names';
import { AdminSeatRegistry } from '../../src/talks/adapters/server/admin-seat-registry';
import { adminApplicationStateOf } from '../../src/talks/adapters/server/admin-talk-documents';
import { SettleSeats } from '../../src/talks/application/settle-seats';
import { fixedClock } from '../support/deterministic';
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

const pass = (applicationId: string, issuedAt: Date) =>
  env.db
    .collection(TALK_PASSES_COLLECTION)
    .add({ applicationId, issuedAt: Timestamp.fromDate(issuedAt), expireAt: at(24) });

describe('AdminSeatRegistry (emulator)', () => {
  it("frees an application's seat at an upcoming talk with its count and holder, in one step", async () => {
    const { seeds, registry } = await fresh();
    await seeds.seat('manana', 'SOL1001', at(-1));
    await seeds.seat('manana', 'SOL1002', at(-1));

    expect(await registry.release('SOL1001', NOW)).toBe('manana');

    expect(await seeds.seatExists('manana', 'SOL1001')).toBe(false);
    expect(await seeds.taken('manana')).toBe(1);
    expect(await seeds.holder('SOL1001')).toBeUndefined();
    expect(await seeds.seatExists('manana', 'SOL1002')).toBe(true);
    // Nothing left to free: a second call changes nothing.
    expect(await registry.release('SOL1001', NOW)).toBeUndefined();
    expect(await seeds.taken('manana')).toBe(1);
  });

  it("leaves a past talk's seat as the talk's record", async () => {
    const { seeds, registry } = await fresh();
    await seeds.seat('pasada', 'SOL1001', at(-80), true);

    expect(await registry.release('SOL1001', NOW)).toBeUndefined();

    expect(await seeds.seatExists('pasada', 'SOL1001')).toBe(true);
    expect(await seeds.holder('SOL1001')).toBe('pasada');
  });

  it('forgets every seat of a number, past and upcoming, its holder and its links, and nothing of a later owner', async () => {
    const { seeds, registry } = await fresh();
    await seeds.seat('pasada', 'SOL1001', at(-80));
    await seeds.seat('manana', 'SOL1001', at(-2));
    await pass('SOL1001', at(-2));
    await seeds.seat('manana', 'SOL1002', at(-2));

    await registry.forget('SOL1001', at(-1));

    expect(await seeds.seatExists('pasada', 'SOL1001')).toBe(false);
    expect(await seeds.seatExists('manana', 'SOL1001')).toBe(false);
    expect([await seeds.taken('pasada'), await seeds.taken('manana')]).toEqual([0, 1]);
    expect(await seeds.holder('SOL1001')).toBeUndefined();
    expect(await seeds.passes('SOL1001')).toBe(0);
    expect(await seeds.holder('SOL1002')).toBe('manana');
  });

  it('keeps what a new owner of the number got after the old application went', async () => {
    const { seeds, registry } = await fresh();
    await seeds.seat('pasada', 'SOL1001', at(-80));
    await seeds.seat('otra', 'SOL1001', at(-0.5));
    await pass('SOL1001', at(-0.5));

    await registry.forget('SOL1001', at(-1));

    expect(await seeds.seatExists('pasada', 'SOL1001')).toBe(false);
    expect(await seeds.seatExists('otra', 'SOL1001')).toBe(true);
    expect(await seeds.holder('SOL1001')).toBe('otra');
    expect(await seeds.passes('SOL1001')).toBe(1);
  });
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

  it('does nothing for a change that keeps the seat (a tick, a move to En trámite)', async () => {
    const { seeds, settle } = await fresh();
    await seeds.application('SOL1001', 'nueva');
    await seeds.seat('manana', 'SOL1001', at(-1));
    const moved = await changed(() => seeds.application('SOL1001', 'en-tramite'), 'SOL1001');

    expect(await settle.execute('SOL1001', moved.before, moved.after, NOW)).toBe('keep');
    expect(await seeds.seatExists('manana', 'SOL1001')).toBe(true);
  });
});
