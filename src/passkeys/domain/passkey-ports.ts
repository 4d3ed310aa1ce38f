import type { SignedInUser, StaffRole } from '../../access/domain/staff-member';
import type { KeyChangeAudit } from './key-change-record';
import type { OwedResetClaim } from './owed-password-reset';
import type { Passkey } from './passkey';
import type { PasskeyChallenge } from './passkey-challenge';

/**
 * Every member's passkeys, kept by the server alone. Adapters pass
 * tests/contract/passkey-store-contract.ts.
 */
export interface PasskeyStore {
  /** A member's keys, oldest first; at most MAX_PASSKEYS_PER_MEMBER. */
  keysOf(memberUid: string): Promise<Passkey[]>;
  /** The key with this credential id, whoever's it is. */
  find(id: string): Promise<Passkey | null>;
  /**
   * Adds a key and, in the same write, its audit record (keyChangeRecordId 'alta-de-llave'); false
   * (nothing written) when a key with its id is kept, or ever was (its record is in the log).
   */
  add(passkey: Passkey, audit: KeyChangeAudit): Promise<boolean>;
  /** After a verified signature: the authenticator's new counter, and when. */
  markUsed(id: string, counter: number, at: Date): Promise<void>;
  /**
   * Takes keys away in one step with the checks that must still hold when it is written
   * (checkKeyRemoval, on the member's keys and the allowlist's admins and their keys as read in
   * that same step), so that two removals at once cannot both pass them; in the same write, one
   * audit record per key taken (keyChangeRecordId 'baja-de-llave'), and the member's
   * OwedPasswordReset when owesPasswordReset says so. A refusal is a PasskeyRefusedError, with
   * nothing written. Safe to repeat: when nothing asked for is left to take but the log says an
   * earlier take-away took it (its 'baja-de-llave' records, of this member's), it answers so
   * (`takenBefore`) and writes nothing; a key id never the member's is still 'unknown-key'.
   */
  takeAway(removal: KeyRemoval): Promise<KeysTaken>;
  /**
   * The new password a take-away left the member owed, until resetPaid; held for this caller
   * (`mine`) unless another holds it, in one step, until `now` plus OWED_RESET_HOLD_MS.
   */
  claimOwedReset(memberUid: string, now: Date): Promise<OwedResetClaim | null>;
  /** The step holding it failed (and lives): the next may pay it at once. */
  releaseOwedReset(memberUid: string): Promise<void>;
  /** The owed reset was paid (sessions ended, password replaced, e-mail queued): forget it. */
  resetPaid(memberUid: string): Promise<void>;
}

/** What one take-away did, as its own write saw it. */
export interface KeysTaken {
  /** The keys taken, oldest first. */
  taken: Passkey[];
  /** How many keys the member still has after it. */
  left: number;
  /**
   * A repeat (nothing asked for left to take): how many of the keys it asks for an earlier
   * take-away took, as the log says (the one key; for all, the member's records, at most
   * MAX_PASSKEYS_PER_MEMBER). 0 when this one took keys itself.
   */
  takenBefore: number;
}

/** Keys to take away from one member, as the store takes them in one step. */
export interface KeyRemoval {
  memberUid: string;
  /** The one key to take; every key of the member's when absent. */
  keyId?: string;
  /** The member takes their own: one key at least stays (they add another first). */
  keepOne: boolean;
  /**
   * Someone else takes them (an admin, for a lost phone): in the same write, the member's
   * allowlist entry says their access begins now (Staff/{uid}.accessSince), so every session
   * they had open reads nothing more, in firestore.rules too (sessionHasAccess).
   */
  endSessions: boolean;
  /** Whose e-mail and by whom, for the audit record of each key taken. */
  audit: KeyChangeAudit;
}

/**
 * The challenges drawn and not yet answered, kept by the server alone. `take` hands a challenge
 * out once: of two answers to one challenge, one at most finds it. One settled by the enrollment
 * it served is handed out again, with the key stored, until it expires: the same answer sent
 * again (the network repeated the request) learns what became of it, and stores nothing.
 */
export interface ChallengeStore {
  keep(challenge: PasskeyChallenge): Promise<void>;
  take(challenge: string): Promise<PasskeyChallenge | null>;
  /** The enrollment that took `challenge` stored the key `credentialId`. */
  settle(challenge: PasskeyChallenge, credentialId: string): Promise<void>;
}

/** A member as the passkeys see them: the allowlist's role, and whether they have access. */
export interface PasskeyMember {
  uid: string;
  email: string;
  role: StaffRole;
  active: boolean;
  /** Since when their sessions count (Auth's tokensValidAfterTime); null: since ever. */
  sessionsValidSince: Date | null;
  /**
   * When their access began (Staff/{uid}.accessSince): joining, access given back, keys taken
   * away by an admin. A session from before it grants nothing; null: no session does.
   */
  accessSince: Date | null;
}

/** The team, as the allowlist has it now (src/team's accounts, linked by the composition). */
export interface PasskeyMembers {
  memberOf(uid: string): Promise<PasskeyMember | null>;
}

/** Sessions as Auth opens and ends them. */
export interface SessionAuthority {
  /** A custom token for `uid` whose claims say a passkey opened the session (PASSKEY_CLAIM). */
  passkeySessionFor(uid: string): Promise<string>;
  /** Ends every open session of `uid` (their refresh tokens revoked). */
  endSessionsOf(uid: string): Promise<void>;
  /**
   * Gives the member's account a password nobody knows, so the one they had (perhaps stolen with
   * the phone) opens nothing, ends every session opened before (with the old one, however
   * recently), and answers a one-time link for them to choose a new one.
   */
  resetPasswordOf(member: SignedInUser): Promise<string>;
}

/** What a verified registration yields: the key to keep. */
export interface RegisteredKey {
  id: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
}

/**
 * WebAuthn's ceremonies (the server's library behind it): options to hand the browser, and the
 * browser's answers verified against the challenge drawn, the site's relying party and origin,
 * with user verification required. Options and answers are WebAuthn's JSON, passed through.
 */
export interface WebAuthnCeremonies {
  registrationOptions(input: {
    challenge: string;
    member: SignedInUser;
    existing: readonly Passkey[];
  }): Promise<unknown>;
  /** The key, or null when the answer does not verify. */
  verifyRegistration(response: unknown, challenge: string): Promise<RegisteredKey | null>;
  authenticationOptions(input: {
    challenge: string;
    allowed: readonly Passkey[];
  }): Promise<unknown>;
  /** The authenticator's new counter, or null when the answer does not verify. */
  verifyAuthentication(
    response: unknown,
    challenge: string,
    passkey: Passkey,
  ): Promise<{ counter: number } | null>;
  /** The challenge an answer says it answers (read from its client data), unverified. */
  challengeOf(response: unknown): string | null;
  /** The credential id an answer names, unverified. */
  credentialIdOf(response: unknown): string | null;
}
