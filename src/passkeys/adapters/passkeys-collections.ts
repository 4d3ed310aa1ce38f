/**
 * Where the records the passkeys module owns live in Firestore; firestore.rules names the same
 * collections, and lets no page read or write any: only the server (the Admin SDK) does.
 */

/** Every member's passkeys, Passkeys/{credential id}: public keys, counters, names, last use. */
export const PASSKEYS_COLLECTION = 'Passkeys';

/** The challenges drawn and not yet answered, PasskeyChallenges/{challenge}. */
export const PASSKEY_CHALLENGES_COLLECTION = 'PasskeyChallenges';

/**
 * The new passwords take-aways left members owed (src/passkeys/domain/owed-password-reset.ts),
 * PasswordResetsOwed/{member uid}: written with the take-away, deleted once paid.
 */
export const PASSWORD_RESETS_OWED_COLLECTION = 'PasswordResetsOwed';
