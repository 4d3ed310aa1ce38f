import { describe, expect, it } from 'vitest';
import type { Stage } from '../../src/applications/domain/workflow/stage';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { SettleSeats } from '../../src/talks/application/settle-seats';
import { mailboxSeatKeyOf } from '../../src/talks/domain/mailbox-seat';
import type { SeatRegistry } from '../../src/talks/domain/seat-registry';
import type { TalkId } from '../../src/talks/domain/talk';

/** What the contract needs around the registry: storage as staff and the intake leave it. */
export interface SeatRegistryWorld {
  registry: SeatRegistry;
  talk: (id: TalkId, startsAt: Date, seats?: number) => Promise<void>;
  /** A clerk's seat: the seat, its count and its holder. */
  seat: (
    talkId: TalkId,
    applicationId: ApplicationId,
    assignedAt: Date,
    attended?: boolean,
  ) => Promise<void>;
  application: (id: ApplicationId, stage: Stage, email?: string) => Promise<void>;
  /** The application gone (removed as spam, say). */
  remove: (id: ApplicationId) => Promise<void>;
  taken: (talkId: TalkId) => Promise<number>;
  seatExists: (talkId: TalkId, applicationId: ApplicationId) => Promise<boolean>;
  holder: (applicationId: ApplicationId) => Promise<TalkId | undefined>;
  passes: (applicationId: ApplicationId) => Promise<number>;
  /** The applications holding a mailbox's seat, one per mailbox, in order. */
  mailboxHolders: () => Promise<string[]>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const mailboxOf = mailboxSeatKeyOf(new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!'));

/**
 * The SeatRegistry port (src/talks/domain/seat-registry.ts), for every adapter: seats freed and
 * forgotten with their counts, and seats chosen through a link, one per mailbox. Storage's clock
 * is the real one (the server stamps a chosen seat), so the talks are set from it.
 */
export function describeSeatRegistryContract(
  name: string,
  makeWorld: () => Promise<SeatRegistryWorld>,
): void {
  async function fresh() {
    const world = await makeWorld();
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    await world.talk('pasada', at(-72));
    await world.talk('manana', at(20));
    await world.talk('otra', at(48));
    let issued = 0;
    /** A fresh "Elegir mi charla informativa" link of the application. */
    const link = async (applicationId: ApplicationId) => {
      issued += 1;
      const token = `ficha-${applicationId}-${issued}`;
      await world.registry.issuePass(
        token,
        { purpose: 'elegir', applicationId, expiresAt: at(30 * 24) },
        now,
      );
      return token;
    };
    const choose = async (
      applicationId: ApplicationId,
      talkId: TalkId,
      when = now,
      token?: string,
    ) =>
      (
        await world.registry.chooseWithPass(
          token ?? (await link(applicationId)),
          talkId,
          when,
          mailboxOf,
        )
      ).outcome;
    const settle = new SettleSeats(world.registry, { now: () => now });
    return { world, registry: world.registry, now, at, link, choose, settle };
  }

  describe(`${name}: freeing and forgetting`, () => {
    it("frees an application's seat at an upcoming talk with its count and holder, in one step", async () => {
      const { world, registry, now, at } = await fresh();
      await world.seat('manana', 'SOL1001', at(-1));
      await world.seat('manana', 'SOL1002', at(-1));

      expect(await registry.release('SOL1001', now)).toBe('manana');

      expect(await world.seatExists('manana', 'SOL1001')).toBe(false);
      expect(await world.taken('manana')).toBe(1);
      expect(await world.holder('SOL1001')).toBeUndefined();
      expect(await world.seatExists('manana', 'SOL1002')).toBe(true);
      // Nothing left to free: a second call changes nothing.
      expect(await registry.release('SOL1001', now)).toBeUndefined();
      expect(await world.taken('manana')).toBe(1);
    });

    it("reads the application's latest seat with its talk, and nothing for one that holds none", async () => {
      const { world, registry, at } = await fresh();
      await world.seat('manana', 'SOL1001', at(-1));

      expect(await registry.heldSeat('SOL1001')).toEqual({
        talk: expect.objectContaining({ id: 'manana', taken: 1 }),
        seat: expect.objectContaining({ talkId: 'manana', applicationId: 'SOL1001' }),
      });
      expect(await registry.heldSeat('SOL1002')).toBeUndefined();
    });

    it("leaves a past talk's seat as the talk's record", async () => {
      const { world, registry, now, at } = await fresh();
      await world.seat('pasada', 'SOL1001', at(-80), true);

      expect(await registry.release('SOL1001', now)).toBeUndefined();

      expect(await world.seatExists('pasada', 'SOL1001')).toBe(true);
      expect(await world.holder('SOL1001')).toBe('pasada');
    });

    it('forgets every seat of a number, past and upcoming, its holder and its links, and nothing of a later owner', async () => {
      const { world, registry, at, link } = await fresh();
      await world.seat('pasada', 'SOL1001', at(-80));
      await world.seat('manana', 'SOL1001', at(-2));
      await link('SOL1001');
      await world.seat('manana', 'SOL1002', at(-2));

      await registry.forget('SOL1001', at(1));

      expect(await world.seatExists('pasada', 'SOL1001')).toBe(false);
      expect(await world.seatExists('manana', 'SOL1001')).toBe(false);
      expect([await world.taken('pasada'), await world.taken('manana')]).toEqual([0, 1]);
      expect(await world.holder('SOL1001')).toBeUndefined();
      expect(await world.passes('SOL1001')).toBe(0);
      expect(await world.holder('SOL1002')).toBe('manana');
    });

    it('keeps what a new owner of the number got after the old application went', async () => {
      const { world, registry, at } = await fresh();
      await world.seat('pasada', 'SOL1001', at(-80));
      await world.seat('otra', 'SOL1001', at(-0.5));

      await registry.forget('SOL1001', at(-1));

      expect(await world.seatExists('pasada', 'SOL1001')).toBe(false);
      expect(await world.seatExists('otra', 'SOL1001')).toBe(true);
      expect(await world.holder('SOL1001')).toBe('otra');
    });
  });

  describe(`${name}: one seat per mailbox`, () => {
    /** One person's mailbox, written three ways (a tag, Gmail's dots, capitals), and another's. */
    async function applicants(world: SeatRegistryWorld) {
      await world.application('SOL1001', 'nueva', 'ana.perez+charla@gmail.com');
      await world.application('SOL1002', 'nueva', 'AnaPerez@googlemail.com');
      await world.application('SOL1003', 'en-tramite', 'a.n.a.perez+2@gmail.com');
      await world.application('SOL1004', 'nueva', 'otra.persona@example.com');
    }

    it('takes a seat through a choice link: the seat, its count, its holder, the link used', async () => {
      const { world, registry, now, link } = await fresh();
      await applicants(world);
      const token = await link('SOL1001');

      expect((await registry.chooseWithPass(token, 'manana', now, mailboxOf)).outcome).toBe(
        'taken',
      );

      expect(await world.seatExists('manana', 'SOL1001')).toBe(true);
      expect(await world.taken('manana')).toBe(1);
      expect(await world.holder('SOL1001')).toBe('manana');
      expect((await registry.pass(token))?.usedAt).not.toBeNull();
      expect(await world.mailboxHolders()).toEqual(['SOL1001']);
    });

    it('refuses a seat to another application of the same mailbox, and leaves its link unused', async () => {
      const { world, registry, now, link, choose } = await fresh();
      await applicants(world);
      expect(await choose('SOL1001', 'manana')).toBe('taken');
      const second = await link('SOL1002');

      expect(await choose('SOL1002', 'otra', now, second)).toBe('mailbox-seated');
      expect(await choose('SOL1003', 'manana')).toBe('mailbox-seated');

      expect([await world.taken('manana'), await world.taken('otra')]).toEqual([1, 0]);
      expect(await world.holder('SOL1002')).toBeUndefined();
      expect((await registry.pass(second))?.usedAt).toBeNull();
      // Another mailbox is another person.
      expect(await choose('SOL1004', 'otra')).toBe('taken');
      expect(await world.mailboxHolders()).toEqual(['SOL1001', 'SOL1004']);
    });

    it('lets the application that holds the seat move it to another talk', async () => {
      const { world, choose } = await fresh();
      await applicants(world);
      expect(await choose('SOL1001', 'manana')).toBe('taken');

      expect(await choose('SOL1001', 'otra')).toBe('taken');

      expect([await world.taken('manana'), await world.taken('otra')]).toEqual([0, 1]);
      expect(await world.mailboxHolders()).toEqual(['SOL1001']);
    });

    it('gives one seat of two applications of one mailbox choosing at once', async () => {
      const { world, link, choose, now } = await fresh();
      await applicants(world);
      const [first, second] = [await link('SOL1001'), await link('SOL1002')];

      const outcomes = await Promise.all([
        choose('SOL1001', 'manana', now, first),
        choose('SOL1002', 'otra', now, second),
      ]);

      expect([...outcomes].sort()).toEqual(['mailbox-seated', 'taken']);
      expect((await world.taken('manana')) + (await world.taken('otra'))).toBe(1);
      expect(await world.mailboxHolders()).toHaveLength(1);
    });

    it('frees the mailbox with the seat its link frees: another application of it may choose', async () => {
      const { world, registry, now, at, choose } = await fresh();
      await applicants(world);
      expect(await choose('SOL1001', 'manana')).toBe('taken');
      const seat = await registry.seat('manana', 'SOL1001');
      await registry.issuePass(
        'no-asistire-SOL1001',
        {
          purpose: 'no-asistire',
          applicationId: 'SOL1001',
          talkId: 'manana',
          assignedAt: seat!.assignedAt,
          expiresAt: at(90 * 24),
        },
        now,
      );

      expect((await registry.freeWithPass('no-asistire-SOL1001', now)).outcome).toBe('freed');

      expect(await world.mailboxHolders()).toEqual([]);
      expect(await choose('SOL1002', 'otra')).toBe('taken');
    });

    it('frees the mailbox when its application is closed (SettleSeats)', async () => {
      const { world, settle, now, choose } = await fresh();
      await applicants(world);
      expect(await choose('SOL1001', 'manana')).toBe('taken');
      await world.application('SOL1001', 'cerrada', 'ana.perez+charla@gmail.com');

      expect(await settle.execute('SOL1001', { stage: 'nueva' }, { stage: 'cerrada' }, now)).toBe(
        'release',
      );

      expect(await world.seatExists('manana', 'SOL1001')).toBe(false);
      expect(await world.mailboxHolders()).toEqual([]);
      expect(await choose('SOL1002', 'otra')).toBe('taken');
    });

    it('frees at once the seat and the mailbox of an application removed as spam (SettleSeats)', async () => {
      const { world, settle, choose } = await fresh();
      await applicants(world);
      expect(await choose('SOL1001', 'manana')).toBe('taken');
      await world.remove('SOL1001');

      expect(
        await settle.execute('SOL1001', { stage: 'nueva' }, undefined, new Date(Date.now() + HOUR)),
      ).toBe('forget');

      expect(await world.seatExists('manana', 'SOL1001')).toBe(false);
      expect(await world.taken('manana')).toBe(0);
      expect(await world.holder('SOL1001')).toBeUndefined();
      expect(await world.passes('SOL1001')).toBe(0);
      expect(await world.mailboxHolders()).toEqual([]);
      expect(await choose('SOL1002', 'manana')).toBe('taken');
    });

    it('is not barred by a hold whose seat is over', async () => {
      const { world, at, choose } = await fresh();
      await applicants(world);
      expect(await choose('SOL1001', 'manana')).toBe('taken');

      // A day after the talk: the first seat was the talk's, and the mailbox may take another.
      expect(await choose('SOL1002', 'otra', at(20 + DAY / HOUR))).toBe('taken');

      expect(await world.mailboxHolders()).toEqual(['SOL1002']);
    });
  });
}
