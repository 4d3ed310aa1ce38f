import { describe, expect, it } from 'vitest';
import type { Passkey } from '../../src/passkeys/domain/passkey';
import { drawChallenge } from '../../src/passkeys/domain/passkey-challenge';
import { OWED_RESET_HOLD_MS } from '../../src/passkeys/domain/owed-password-reset';
import { PasskeyRefusedError } from '../../src/passkeys/domain/passkey-errors';
import type { ChallengeStore, PasskeyStore } from '../../src/passkeys/domain/passkey-ports';
import type { KeyChangeAudit } from '../../src/passkeys/domain/key-change-record';
import { seededRandom } from '../support/deterministic';

const ENROLLED = new Date('2026-03-10T15:09:26.000Z');
const at = (minutes: number) => new Date(ENROLLED.getTime() + minutes * 60_000);

const key = (id: string, memberUid: string, minutes = 0): Passkey => ({
  id,
  memberUid,
  publicKey: 'pQECAyYgASFYIHk3ZWZ0',
  counter: 0,
  transports: ['internal', 'hybrid'],
  name: `La llave ${id.slice(0, 4)}`,
  createdAt: at(minutes),
  lastUsedAt: null,
});

/** Whose keys (their e-mail) and who changes them, as the audit record says. */
const audit = (memberUid: string, by = memberUid): KeyChangeAudit => ({
  memberEmail: `${memberUid}@coop.test`,
  by: { uid: by, email: `${by}@coop.test` },
});

/**
 * A change of keys as the store's audit log holds it: every field src/audit's mapper reads of a
 * record of kind cambio-de-llaves (src/audit/adapters/firestore/audit-document.ts), and its id.
 */
export interface StoredKeyChange {
  id: string;
  kind: string;
  change: string;
  memberUid: string;
  memberEmail: string;
  keyName: string;
  count: number;
  uid: string;
  email: string;
}

const change = (
  what: 'alta' | 'baja',
  credential: string,
  memberUid: string,
  by = memberUid,
): StoredKeyChange => ({
  id: `llave-${what}-${credential}`,
  kind: 'cambio-de-llaves',
  change: `${what}-de-llave`,
  memberUid,
  memberEmail: `${memberUid}@coop.test`,
  keyName: `La llave ${credential.slice(0, 4)}`,
  count: 1,
  uid: by,
  email: `${by}@coop.test`,
});

const CREDENTIAL_A = 'AAAAAAAAAAAAAAAAAAAAAA';
const CREDENTIAL_B = 'BBBBBBBBBBBBBBBBBBBBBB';
const CREDENTIAL_C = 'CCCCCCCCCCCCCCCCCCCCCC';

/** Fresh, empty stores, and the audit log's records of changes of keys, in any order. */
export interface PasskeyStores {
  keys: PasskeyStore;
  challenges: ChallengeStore;
  keyChanges: () => Promise<StoredKeyChange[]>;
}

/**
 * The passkeys' stores (src/passkeys/domain/passkey-ports.ts), for every adapter: each member's
 * keys (kept once, found by id, used, taken away only by whose they are, each change audited in
 * its own write, once) and the challenges (each taken once). Each adapter's test file calls this
 * with a factory of fresh, empty stores.
 */
export function describePasskeyStoreContract(
  name: string,
  createStores: () => Promise<PasskeyStores>,
): void {
  const recorded = async (stores: PasskeyStores) =>
    (await stores.keyChanges()).sort((a, b) => a.id.localeCompare(b.id));

  describe(`${name} honours the PasskeyStore and ChallengeStore contract`, () => {
    it("keeps each member's keys, oldest first, every field as given, and finds one by its id", async () => {
      const { keys } = await createStores();
      expect(await keys.add(key(CREDENTIAL_B, 'ana', 5), audit('ana'))).toBe(true);
      expect(await keys.add(key(CREDENTIAL_A, 'ana', 0), audit('ana'))).toBe(true);
      expect(await keys.add(key(CREDENTIAL_C, 'beto', 1), audit('beto'))).toBe(true);

      expect(await keys.keysOf('ana')).toEqual([
        key(CREDENTIAL_A, 'ana', 0),
        key(CREDENTIAL_B, 'ana', 5),
      ]);
      expect(await keys.keysOf('nadie')).toEqual([]);
      expect(await keys.find(CREDENTIAL_C)).toEqual(key(CREDENTIAL_C, 'beto', 1));
      expect(await keys.find('DDDDDDDDDDDDDDDDDDDDDD')).toBeNull();
    });

    it('refuses a second key under an id already kept, and keeps the first one as it was', async () => {
      const { keys } = await createStores();
      await keys.add(key(CREDENTIAL_A, 'ana'), audit('ana'));
      expect(
        await keys.add({ ...key(CREDENTIAL_A, 'intruso'), publicKey: 'otra' }, audit('intruso')),
      ).toBe(false);
      expect(await keys.find(CREDENTIAL_A)).toEqual(key(CREDENTIAL_A, 'ana'));
    });

    it("records a key's use: its new counter and when", async () => {
      const { keys } = await createStores();
      await keys.add(key(CREDENTIAL_A, 'ana'), audit('ana'));
      await keys.markUsed(CREDENTIAL_A, 7, at(30));
      expect(await keys.find(CREDENTIAL_A)).toEqual({
        ...key(CREDENTIAL_A, 'ana'),
        counter: 7,
        lastUsedAt: at(30),
      });
    });

    it('takes a key away only for whose it is, and a key taken away is found no more, nor brought back by its use', async () => {
      const { keys } = await createStores();
      await keys.add(key(CREDENTIAL_A, 'ana'), audit('ana'));
      const takeA = (memberUid: string) =>
        keys.takeAway({
          memberUid,
          keyId: CREDENTIAL_A,
          keepOne: false,
          endSessions: false,
          audit: audit(memberUid),
        });
      await expect(takeA('beto')).rejects.toEqual(new PasskeyRefusedError('unknown-key'));
      expect(await keys.find(CREDENTIAL_A)).not.toBeNull();

      expect(await takeA('ana')).toEqual({
        taken: [key(CREDENTIAL_A, 'ana')],
        left: 0,
        takenBefore: 0,
      });
      await keys.markUsed(CREDENTIAL_A, 9, at(40));
      expect(await keys.find(CREDENTIAL_A)).toBeNull();
      expect(await keys.keysOf('ana')).toEqual([]);
      // Taken from ana, never beto's: still unknown to him.
      await expect(takeA('beto')).rejects.toEqual(new PasskeyRefusedError('unknown-key'));
    });

    it("takes all of a member's keys at once, but never a member's own last key", async () => {
      const { keys } = await createStores();
      await keys.add(key(CREDENTIAL_A, 'ana', 0), audit('ana'));
      await keys.add(key(CREDENTIAL_B, 'ana', 5), audit('ana'));
      await keys.add(key(CREDENTIAL_C, 'beto'), audit('beto'));
      const own = { memberUid: 'ana', keepOne: true, endSessions: false, audit: audit('ana') };

      await expect(keys.takeAway(own)).rejects.toEqual(new PasskeyRefusedError('own-last-key'));
      expect(await keys.takeAway({ ...own, keyId: CREDENTIAL_B })).toEqual({
        taken: [key(CREDENTIAL_B, 'ana', 5)],
        left: 1,
        takenBefore: 0,
      });
      await expect(keys.takeAway({ ...own, keyId: CREDENTIAL_A })).rejects.toEqual(
        new PasskeyRefusedError('own-last-key'),
      );
      expect(await keys.keysOf('ana')).toEqual([key(CREDENTIAL_A, 'ana', 0)]);

      expect(await keys.takeAway({ ...own, keepOne: false })).toEqual({
        taken: [key(CREDENTIAL_A, 'ana', 0)],
        left: 0,
        takenBefore: 0,
      });
      expect(await keys.keysOf('beto')).toEqual([key(CREDENTIAL_C, 'beto')]);
    });

    it("writes a key's audit record with the key, under one id: the same key added again writes nothing", async () => {
      const stores = await createStores();
      expect(await stores.keys.add(key(CREDENTIAL_A, 'ana'), audit('ana'))).toBe(true);
      expect(await recorded(stores)).toEqual([change('alta', CREDENTIAL_A, 'ana')]);

      expect(await stores.keys.add(key(CREDENTIAL_A, 'ana'), audit('ana'))).toBe(false);
      expect(await recorded(stores)).toEqual([change('alta', CREDENTIAL_A, 'ana')]);
    });

    it('writes one audit record per key taken away, by whom, with the take-away; none for one refused or repeated', async () => {
      const stores = await createStores();
      const { keys } = stores;
      await keys.add(key(CREDENTIAL_A, 'beto', 0), audit('beto'));
      await keys.add(key(CREDENTIAL_B, 'beto', 5), audit('beto'));
      const all = {
        memberUid: 'beto',
        keepOne: false,
        endSessions: true,
        audit: audit('beto', 'carla'),
      };
      await expect(keys.takeAway({ ...all, keepOne: true, audit: audit('beto') })).rejects.toEqual(
        new PasskeyRefusedError('own-last-key'),
      );
      expect(await recorded(stores)).toHaveLength(2);

      expect(await keys.takeAway(all)).toEqual({
        taken: [key(CREDENTIAL_A, 'beto', 0), key(CREDENTIAL_B, 'beto', 5)],
        left: 0,
        takenBefore: 0,
      });
      // The network repeats it: done already, as the log says; nothing taken or written again.
      expect(await keys.takeAway(all)).toEqual({ taken: [], left: 0, takenBefore: 2 });
      expect(await recorded(stores)).toEqual([
        change('alta', CREDENTIAL_A, 'beto'),
        change('alta', CREDENTIAL_B, 'beto'),
        change('baja', CREDENTIAL_A, 'beto', 'carla'),
        change('baja', CREDENTIAL_B, 'beto', 'carla'),
      ]);
    });

    it('never keeps again a key id once taken away: its records stay as written', async () => {
      const stores = await createStores();
      const { keys } = stores;
      await keys.add(key(CREDENTIAL_A, 'ana'), audit('ana'));
      await keys.takeAway({
        memberUid: 'ana',
        keyId: CREDENTIAL_A,
        keepOne: false,
        endSessions: false,
        audit: audit('ana', 'carla'),
      });
      expect(await keys.add(key(CREDENTIAL_A, 'ana'), audit('ana'))).toBe(false);
      expect(await keys.find(CREDENTIAL_A)).toBeNull();
      expect(await recorded(stores)).toEqual([
        change('alta', CREDENTIAL_A, 'ana'),
        change('baja', CREDENTIAL_A, 'ana', 'carla'),
      ]);
    });

    it("answers a take-away of one key repeated as done, writing nothing again; a key id never the member's stays unknown", async () => {
      const stores = await createStores();
      const { keys } = stores;
      await keys.add(key(CREDENTIAL_A, 'ana', 0), audit('ana'));
      await keys.add(key(CREDENTIAL_B, 'ana', 5), audit('ana'));
      await keys.add(key(CREDENTIAL_C, 'beto'), audit('beto'));
      const own = (keyId: string) =>
        keys.takeAway({
          memberUid: 'ana',
          keyId,
          keepOne: true,
          endSessions: false,
          audit: audit('ana'),
        });

      expect(await own(CREDENTIAL_B)).toEqual({
        taken: [key(CREDENTIAL_B, 'ana', 5)],
        left: 1,
        takenBefore: 0,
      });
      expect(await own(CREDENTIAL_B)).toEqual({ taken: [], left: 1, takenBefore: 1 });
      for (const unknown of [CREDENTIAL_C, 'DDDDDDDDDDDDDDDDDDDDDD', 'no/es/una/llave'])
        await expect(own(unknown)).rejects.toEqual(new PasskeyRefusedError('unknown-key'));
      expect(await keys.keysOf('ana')).toEqual([key(CREDENTIAL_A, 'ana', 0)]);
      expect(await recorded(stores)).toEqual([
        change('alta', CREDENTIAL_A, 'ana'),
        change('alta', CREDENTIAL_B, 'ana'),
        change('alta', CREDENTIAL_C, 'beto'),
        change('baja', CREDENTIAL_B, 'ana'),
      ]);
    });

    it('refuses taking all of the keys of a member who never had one: nothing to take, nothing taken before', async () => {
      const { keys } = await createStores();
      await keys.add(key(CREDENTIAL_A, 'ana'), audit('ana'));
      await expect(
        keys.takeAway({
          memberUid: 'beto',
          keepOne: false,
          endSessions: true,
          audit: audit('beto', 'ana'),
        }),
      ).rejects.toEqual(new PasskeyRefusedError('unknown-key'));
      expect(await keys.claimOwedReset('beto', at(0))).toBeNull();
    });

    it("owes a member a new password, in the take-away's own write, when someone else's leaves them no key; until it is paid", async () => {
      const { keys } = await createStores();
      await keys.add(key(CREDENTIAL_A, 'beto', 0), audit('beto'));
      await keys.add(key(CREDENTIAL_B, 'beto', 5), audit('beto'));
      await keys.add(key(CREDENTIAL_C, 'ana'), audit('ana'));
      const byCarla = {
        memberUid: 'beto',
        keepOne: false,
        endSessions: true,
        audit: audit('beto', 'carla'),
      };

      await keys.takeAway({ ...byCarla, keyId: CREDENTIAL_A });
      expect(await keys.claimOwedReset('beto', at(0))).toBeNull();
      // One's own last key (as an admin may, with another admin's key left): no one else's act.
      await keys.takeAway({
        memberUid: 'ana',
        keepOne: false,
        endSessions: false,
        audit: audit('ana'),
      });
      expect(await keys.claimOwedReset('ana', at(0))).toBeNull();

      expect(await keys.takeAway(byCarla)).toEqual({
        taken: [key(CREDENTIAL_B, 'beto', 5)],
        left: 0,
        takenBefore: 0,
      });
      const owed = { memberUid: 'beto', memberEmail: 'beto@coop.test', lastKeyId: CREDENTIAL_B };
      expect(await keys.takeAway(byCarla)).toEqual({ taken: [], left: 0, takenBefore: 2 });
      // Held by the first step to claim it; another finds it owed, not theirs to pay, until
      // the hold lapses (the first died).
      expect(await keys.claimOwedReset('beto', at(1))).toEqual({ owed, mine: true });
      expect(await keys.claimOwedReset('beto', at(1))).toEqual({ owed, mine: false });
      const lapsed = new Date(at(1).getTime() + OWED_RESET_HOLD_MS);
      expect(await keys.claimOwedReset('beto', lapsed)).toEqual({ owed, mine: true });
      // One that failed (and lives) lets it go: the next step pays it at once.
      await keys.releaseOwedReset('beto');
      expect(await keys.claimOwedReset('beto', lapsed)).toEqual({ owed, mine: true });

      await keys.resetPaid('beto');
      expect(await keys.claimOwedReset('beto', lapsed)).toBeNull();
      // A repeat arriving after the reset was paid owes nothing again.
      await keys.takeAway(byCarla);
      await keys.takeAway({ ...byCarla, keyId: CREDENTIAL_B });
      expect(await keys.claimOwedReset('beto', lapsed)).toBeNull();
      await keys.resetPaid('beto');
      await keys.releaseOwedReset('beto');
      expect(await keys.claimOwedReset('beto', lapsed)).toBeNull();
    });

    it('hands a challenge out once, as it was kept, and nothing for one never drawn', async () => {
      const { challenges } = await createStores();
      const random = seededRandom(3);
      const drawn = drawChallenge(random, 'authentication', 'ana', ENROLLED);
      const other = drawChallenge(random, 'registration', 'ana', ENROLLED);
      await challenges.keep(drawn);

      expect(await challenges.take(other.challenge)).toBeNull();
      expect(await challenges.take(drawn.challenge)).toEqual(drawn);
      expect(await challenges.take(drawn.challenge)).toBeNull();
    });

    it('hands a challenge its enrollment settled out again, with the key stored, for that answer sent again', async () => {
      const { challenges } = await createStores();
      const drawn = drawChallenge(seededRandom(5), 'registration', 'ana', ENROLLED);
      await challenges.keep(drawn);
      expect(await challenges.take(drawn.challenge)).toEqual(drawn);

      await challenges.settle(drawn, CREDENTIAL_A);
      expect(await challenges.take(drawn.challenge)).toEqual({ ...drawn, enrolled: CREDENTIAL_A });
      expect(await challenges.take(drawn.challenge)).toEqual({ ...drawn, enrolled: CREDENTIAL_A });
    });

    it('of two answers to one challenge at once, one finds it', async () => {
      const { challenges } = await createStores();
      const drawn = drawChallenge(seededRandom(4), 'registration', 'ana', ENROLLED);
      await challenges.keep(drawn);

      const taken = await Promise.all([
        challenges.take(drawn.challenge),
        challenges.take(drawn.challenge),
      ]);
      expect(taken.filter((each) => each !== null)).toEqual([drawn]);
    });
  });
}
