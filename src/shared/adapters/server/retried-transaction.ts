import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** The emulator's word for a transaction that lost a race (production says ABORTED). */
const LOST_RACE = /Transaction is invalid or closed/;

/** Tries in all, the first included: the Admin SDK itself tries an ABORTED transaction 5 times. */
const ATTEMPTS = 3;

/**
 * `db.runTransaction(update)`, run again when the transaction lost a race the way the Firestore
 * emulator reports it (INVALID_ARGUMENT, 'Transaction is invalid or closed'), which the Admin SDK
 * does not retry as it retries production's ABORTED. Without it, two writers meeting on one
 * document on the emulators fail where in production both succeed one after the other (two
 * applicants choosing the last seat: one gets a 503 instead of 'Esa charla se llenó').
 * `update` is already safe to run again: the SDK reruns it on ABORTED.
 */
export async function runRetriedTransaction<T>(
  db: Firestore,
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      const lost = error instanceof Error && LOST_RACE.test(error.message);
      if (!lost || attempt >= ATTEMPTS) throw error;
    }
  }
}
