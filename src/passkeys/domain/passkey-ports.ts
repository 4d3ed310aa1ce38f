import type { SignedInUser, StaffRole } from '../../access/domain/staff-member';
import type { KeyChange } from '../../audit/domain/audit-record';
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
  /** Adds a key; false (nothing written) when a key with its id is already kept. */
  add(passkey: Passkey): Promise<boolean>;
  /** After a verified signature: the authenticator's new counter, and when. */
  markUsed(id: string, counter: number, at: Date): Promise<void>;
  /** Takes away the member's key with this id; the key taken, or null if they had none such. */
  remove(memberUid: string, id: string): Promise<Passkey | null>;
}

/**
 * The challenges drawn and not yet answered, kept by the server alone. `take` hands a challenge
 * out once: of two answers to one challenge, one at most finds it.
 */
export interface ChallengeStore {
  keep(challenge: PasskeyChallenge): Promise<void>;
  take(challenge: string): Promise<PasskeyChallenge | null>;
}

/** A member as the passkeys see them: the allowlist's role, and whether they have access. */
export interface PasskeyMember {
  uid: string;
  email: string;
  role: StaffRole;
  active: boolean;
  /** Since when their sessions count (Auth's tokensValidAfterTime); null: since ever. */
  sessionsValidSince: Date | null;
}

/** The team, as the allowlist has it now (src/team's accounts, linked by the composition). */
export interface PasskeyMembers {
  memberOf(uid: string): Promise<PasskeyMember | null>;
  /** Every active admin. */
  admins(): Promise<PasskeyMember[]>;
}

/** Sessions as Auth opens and ends them. */
export interface SessionAuthority {
  /** A custom token for `uid` whose claims say a passkey opened the session (PASSKEY_CLAIM). */
  passkeySessionFor(uid: string): Promise<string>;
  /** Ends every open session of `uid` (their refresh tokens revoked). */
  endSessionsOf(uid: string): Promise<void>;
}

/** One change of keys as the audit log keeps it. */
export interface KeyChangeRecord {
  change: KeyChange;
  member: SignedInUser;
  keyName: string;
}

export interface PasskeyAuditTrail {
  record(change: KeyChangeRecord, by: SignedInUser): Promise<void>;
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
