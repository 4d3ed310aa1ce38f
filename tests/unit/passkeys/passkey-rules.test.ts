import { describe, expect, it } from 'vitest';
import { passkeyName } from '../../../src/passkeys/domain/passkey';
import { drawChallenge, isChallengeFor } from '../../../src/passkeys/domain/passkey-challenge';
import { PasskeyRefusedError } from '../../../src/passkeys/domain/passkey-errors';
import {
  checkMayAddKey,
  isSessionCurrent,
  keyRemovalRefusal,
  leavesNoAdminKey,
} from '../../../src/passkeys/domain/passkey-rules';
import { seededRandom } from '../../support/deterministic';

const NOW = new Date('2026-03-14T15:09:26.000Z');
const member = (passkeySession: boolean) => ({ uid: 'u', email: 'u@coop.test', passkeySession });

describe("Passkeys' rules", () => {
  it('names a key on one trimmed line, neither empty nor longer than 60', () => {
    expect(passkeyName('  Mi\n teléfono ')).toBe('Mi teléfono');
    expect(passkeyName('   ')).toBeNull();
    expect(passkeyName('x'.repeat(60))).toBe('x'.repeat(60));
    expect(passkeyName('x'.repeat(61))).toBeNull();
  });

  it('adds a first key from a password session, any further one only from a passkey session, ten at most', () => {
    expect(() => checkMayAddKey(0, member(false))).not.toThrow();
    expect(() => checkMayAddKey(1, member(false))).toThrow(
      new PasskeyRefusedError('passkey-session-required'),
    );
    expect(() => checkMayAddKey(9, member(true))).not.toThrow();
    expect(() => checkMayAddKey(10, member(true))).toThrow(
      new PasskeyRefusedError('too-many-keys'),
    );
  });

  it('draws 32 random bytes a challenge, for one member and ceremony, good for five minutes', () => {
    const random = seededRandom(1);
    const drawn = drawChallenge(random, 'registration', 'ana', NOW);
    expect(drawn.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(drawChallenge(random, 'registration', 'ana', NOW).challenge).not.toBe(drawn.challenge);
    expect(isChallengeFor(drawn, 'registration', 'ana', NOW)).toBe(true);
    expect(isChallengeFor(drawn, 'authentication', 'ana', NOW)).toBe(false);
    expect(isChallengeFor(drawn, 'registration', 'beto', NOW)).toBe(false);
    const late = new Date(NOW.getTime() + 5 * 60_000);
    expect(isChallengeFor(drawn, 'registration', 'ana', new Date(late.getTime() - 1))).toBe(true);
    expect(isChallengeFor(drawn, 'registration', 'ana', late)).toBe(false);
    expect(isChallengeFor(null, 'registration', 'ana', NOW)).toBe(false);
  });

  it('refuses to take the last key of the last admin with keys, and allows it once another admin has one', () => {
    const ana = { uid: 'ana', role: 'admin' as const, active: true, keys: 1 };
    const carla = { uid: 'carla', role: 'admin' as const, active: true, keys: 0 };
    const beto = { uid: 'beto', role: 'staff' as const, active: true, keys: 1 };
    expect(leavesNoAdminKey(ana, 1, [ana, carla])).toBe(true);
    expect(leavesNoAdminKey({ ...ana, keys: 2 }, 1, [ana, carla])).toBe(false);
    expect(leavesNoAdminKey(ana, 1, [ana, { ...carla, keys: 1 }])).toBe(false);
    expect(leavesNoAdminKey(ana, 1, [ana, { ...carla, keys: 1, active: false }])).toBe(true);
    expect(leavesNoAdminKey(beto, 1, [ana])).toBe(false);
  });

  it('refuses taking nothing, a member their own last key, and the last key of the last admin with keys', () => {
    const ana = { uid: 'ana', role: 'admin' as const, active: true, keys: 1 };
    const beto = { uid: 'beto', role: 'staff' as const, active: true, keys: 2 };
    expect(keyRemovalRefusal(beto, 0, [ana], false)).toBe('unknown-key');
    expect(keyRemovalRefusal(beto, 2, [ana], true)).toBe('own-last-key');
    expect(keyRemovalRefusal(beto, 1, [ana], true)).toBeNull();
    expect(keyRemovalRefusal(beto, 2, [ana], false)).toBeNull();
    expect(keyRemovalRefusal(ana, 1, [ana], false)).toBe('last-admin-key');
  });

  it("counts a session only from when its member's access began and their sessions were last ended", () => {
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    const session = (seconds?: number) => ({
      ...member(false),
      sessionStartedAt: seconds === undefined ? undefined : at(seconds),
    });
    const since = (access: number | null, ended: number | null = null) => ({
      accessSince: access === null ? null : at(access),
      sessionsValidSince: ended === null ? null : at(ended),
    });
    expect(isSessionCurrent(session(10), since(0))).toBe(true);
    expect(isSessionCurrent(session(10), since(11))).toBe(false);
    expect(isSessionCurrent(session(10), since(10.5))).toBe(true);
    expect(isSessionCurrent(session(10), since(null))).toBe(false);
    expect(isSessionCurrent(session(10), since(0, 11))).toBe(false);
    expect(isSessionCurrent(session(), since(11, 11))).toBe(true);
  });
});
