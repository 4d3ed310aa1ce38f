import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  isChallengeText,
  type CeremonyPurpose,
  type PasskeyChallenge,
} from '../../domain/passkey-challenge';
import type { ChallengeStore } from '../../domain/passkey-ports';
import { PASSKEY_CHALLENGES_COLLECTION } from '../passkeys-collections';

const PURPOSES: readonly CeremonyPurpose[] = ['registration', 'authentication'];

/**
 * PasskeyChallenges/{challenge} over the Admin SDK. Taken in a transaction that deletes it: of
 * two answers to one challenge, the second finds nothing (one settled by its enrollment stays,
 * with the key stored, for that answer's repeats). An expired one is refused when taken;
 * one never answered, or settled, is deleted by Firestore's TTL policy on `expiresAt`
 * (firestore.indexes.json).
 */
export class AdminChallengeStore implements ChallengeStore {
  constructor(private readonly db: Firestore) {}

  async keep(challenge: PasskeyChallenge): Promise<void> {
    await this.db
      .collection(PASSKEY_CHALLENGES_COLLECTION)
      .doc(challenge.challenge)
      .create({
        purpose: challenge.purpose,
        memberUid: challenge.memberUid,
        expiresAt: Timestamp.fromDate(challenge.expiresAt),
      });
  }

  async take(challenge: string): Promise<PasskeyChallenge | null> {
    if (!isChallengeText(challenge)) return null;
    const ref = this.db.collection(PASSKEY_CHALLENGES_COLLECTION).doc(challenge);
    return this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return null;
      const { purpose, memberUid, expiresAt, enrolled } = snapshot.data() ?? {};
      // A settled one stays for the enrollment's repeats, until the TTL policy deletes it.
      if (typeof enrolled !== 'string') transaction.delete(ref);
      if (
        !PURPOSES.includes(purpose as CeremonyPurpose) ||
        typeof memberUid !== 'string' ||
        !(expiresAt instanceof Timestamp)
      )
        return null;
      return {
        challenge,
        purpose: purpose as CeremonyPurpose,
        memberUid,
        expiresAt: expiresAt.toDate(),
        ...(typeof enrolled === 'string' ? { enrolled } : {}),
      };
    });
  }

  async settle(challenge: PasskeyChallenge, credentialId: string): Promise<void> {
    await this.db
      .collection(PASSKEY_CHALLENGES_COLLECTION)
      .doc(challenge.challenge)
      .set({
        purpose: challenge.purpose,
        memberUid: challenge.memberUid,
        expiresAt: Timestamp.fromDate(challenge.expiresAt),
        enrolled: credentialId,
      });
  }
}
