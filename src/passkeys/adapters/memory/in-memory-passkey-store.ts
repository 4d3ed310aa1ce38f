import type { InMemoryAuditLog } from '../../../audit/adapters/memory/in-memory-audit-log';
import { MAX_PASSKEYS_PER_MEMBER, type Passkey } from '../../domain/passkey';
import type { PasskeyChallenge } from '../../domain/passkey-challenge';
import type { StaffRole } from '../../../access/domain/staff-member';
import { PasskeyRefusedError } from '../../domain/passkey-errors';
import {
  keyChangeEvent,
  keyChangeRecordId,
  type KeyChangeAudit,
} from '../../domain/key-change-record';
import type {
  ChallengeStore,
  KeyRemoval,
  KeysTaken,
  PasskeyStore,
} from '../../domain/passkey-ports';
import { keyRemovalRefusal } from '../../domain/passkey-rules';
import {
  OWED_RESET_HOLD_MS,
  owesPasswordReset,
  type OwedPasswordReset,
  type OwedResetClaim,
} from '../../domain/owed-password-reset';

const afterHold = (now: Date) => new Date(now.getTime() + OWED_RESET_HOLD_MS);

/** The allowlist as the in-memory keys see it, to take keys away as Firestore's store does. */
export interface InMemoryKeyTeam {
  /** The member's role on the allowlist; null when off it. */
  roleOf(uid: string): StaffRole | null;
  adminUids(): string[];
  /** Their allowlist entry says their access begins now (Staff/{uid}.accessSince). */
  accessBeginsNow(uid: string): void;
}

const NO_TEAM: InMemoryKeyTeam = {
  roleOf: () => null,
  adminUids: () => [],
  accessBeginsNow: () => undefined,
};

/**
 * The keys kept in this process's memory: the tests' server and the demo's. Each change of keys
 * is appended to the audit log Auditoría reads, in the same step, under its own id.
 */
export class InMemoryPasskeyStore implements PasskeyStore {
  private readonly keys = new Map<string, Passkey>();
  /** Each key taken away, by id, and whose it was: what its 'baja-de-llave' record says. */
  private readonly takenFrom = new Map<string, string>();
  /** The new passwords take-aways left members owed, by member uid. */
  private readonly owed = new Map<string, OwedPasswordReset & { heldUntil: Date | null }>();

  constructor(
    private readonly log: InMemoryAuditLog,
    private readonly team: InMemoryKeyTeam = NO_TEAM,
  ) {}

  async keysOf(memberUid: string): Promise<Passkey[]> {
    await Promise.resolve();
    return [...this.keys.values()]
      .filter((key) => key.memberUid === memberUid)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, MAX_PASSKEYS_PER_MEMBER)
      .map((key) => ({ ...key }));
  }

  async find(id: string): Promise<Passkey | null> {
    await Promise.resolve();
    const key = this.keys.get(id);
    return key ? { ...key } : null;
  }

  async add(passkey: Passkey, audit: KeyChangeAudit): Promise<boolean> {
    await Promise.resolve();
    const record = keyChangeRecordId('alta-de-llave', passkey.id);
    if (this.keys.has(passkey.id) || this.log.has(record)) return false;
    this.keys.set(passkey.id, { ...passkey, transports: [...passkey.transports] });
    this.log.appendOnce(record, keyChangeEvent('alta-de-llave', passkey, audit), audit.by);
    return true;
  }

  async markUsed(id: string, counter: number, at: Date): Promise<void> {
    await Promise.resolve();
    const key = this.keys.get(id);
    if (key) this.keys.set(id, { ...key, counter, lastUsedAt: at });
  }

  async takeAway(removal: KeyRemoval): Promise<KeysTaken> {
    await Promise.resolve();
    // Checked and written with nothing awaited between: one step, as Firestore's transaction.
    const ownedBy = (uid: string) => [...this.keys.values()].filter((key) => key.memberUid === uid);
    const keys = ownedBy(removal.memberUid);
    const removing = keys.filter((key) => removal.keyId === undefined || key.id === removal.keyId);
    const takenBefore = removing.length > 0 ? 0 : this.takenBefore(removal);
    if (takenBefore > 0) return { taken: [], left: keys.length, takenBefore };
    const role = this.team.roleOf(removal.memberUid);
    const member = {
      uid: removal.memberUid,
      role: role ?? ('staff' as const),
      active: role !== null,
      keys: keys.length,
    };
    const admins = this.team.adminUids().map((uid) => ({
      uid,
      role: 'admin' as const,
      active: true,
      keys: ownedBy(uid).length,
    }));
    const refusal = keyRemovalRefusal(member, removing.length, admins, removal.keepOne);
    if (refusal) throw new PasskeyRefusedError(refusal);
    const { audit } = removal;
    for (const key of removing) {
      this.keys.delete(key.id);
      const record = keyChangeRecordId('baja-de-llave', key.id);
      this.log.appendOnce(record, keyChangeEvent('baja-de-llave', key, audit), audit.by);
      this.takenFrom.set(key.id, key.memberUid);
    }
    if (removal.endSessions && role !== null) this.team.accessBeginsNow(removal.memberUid);
    const left = keys.length - removing.length;
    const last = removing.at(-1);
    if (last && owesPasswordReset(removal, removing.length, left))
      this.owed.set(removal.memberUid, {
        memberUid: removal.memberUid,
        memberEmail: audit.memberEmail,
        lastKeyId: last.id,
        heldUntil: null,
      });
    return { taken: removing.map((key) => ({ ...key })), left, takenBefore: 0 };
  }

  /** The keys asked for that an earlier take-away took from this member, as its records say. */
  private takenBefore(removal: KeyRemoval): number {
    const theirs = [...this.takenFrom].filter(([, uid]) => uid === removal.memberUid);
    if (removal.keyId === undefined) return Math.min(theirs.length, MAX_PASSKEYS_PER_MEMBER);
    return theirs.some(([id]) => id === removal.keyId) ? 1 : 0;
  }

  async claimOwedReset(memberUid: string, now: Date): Promise<OwedResetClaim | null> {
    await Promise.resolve();
    const held = this.owed.get(memberUid);
    if (!held) return null;
    const { heldUntil, ...owed } = held;
    const mine = heldUntil === null || heldUntil.getTime() <= now.getTime();
    if (mine) this.owed.set(memberUid, { ...owed, heldUntil: afterHold(now) });
    return { owed, mine };
  }

  async releaseOwedReset(memberUid: string): Promise<void> {
    await Promise.resolve();
    const held = this.owed.get(memberUid);
    if (held) this.owed.set(memberUid, { ...held, heldUntil: null });
  }

  async resetPaid(memberUid: string): Promise<void> {
    await Promise.resolve();
    this.owed.delete(memberUid);
  }
}

/** The challenges kept in this process's memory; each taken once. */
export class InMemoryChallengeStore implements ChallengeStore {
  private readonly kept = new Map<string, PasskeyChallenge>();

  async keep(challenge: PasskeyChallenge): Promise<void> {
    await Promise.resolve();
    this.kept.set(challenge.challenge, { ...challenge });
  }

  async take(challenge: string): Promise<PasskeyChallenge | null> {
    await Promise.resolve();
    const taken = this.kept.get(challenge) ?? null;
    if (taken?.enrolled === undefined) this.kept.delete(challenge);
    return taken && { ...taken };
  }

  async settle(challenge: PasskeyChallenge, credentialId: string): Promise<void> {
    await Promise.resolve();
    this.kept.set(challenge.challenge, { ...challenge, enrolled: credentialId });
  }
}
