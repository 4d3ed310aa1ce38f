import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runRetriedTransaction } from '../../../src/shared/adapters/server/retried-transaction';

/**
 * A database whose transactions fail with the given errors, one per try, then run: the emulator's
 * lost race cannot be brought about on demand, so its answer is played back.
 */
function databaseFailing(...failures: Error[]) {
  let tries = 0;
  const db = {
    runTransaction<T>(update: (transaction: Transaction) => Promise<T>): Promise<T> {
      const failure = failures[tries];
      tries += 1;
      return failure ? Promise.reject(failure) : update({} as Transaction);
    },
  };
  return { db: db as unknown as Firestore, tries: () => tries };
}

const lostRace = () =>
  new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed (it may have expired).');

describe('a transaction on the Admin SDK', () => {
  it('runs again when the emulator says it lost a race, and answers what the try that ran returned', async () => {
    const { db, tries } = databaseFailing(lostRace(), lostRace());
    await expect(runRetriedTransaction(db, () => Promise.resolve('taken'))).resolves.toBe('taken');
    expect(tries()).toBe(3);
  });

  it('gives up after three lost races, with the last error', async () => {
    const { db, tries } = databaseFailing(lostRace(), lostRace(), lostRace());
    await expect(runRetriedTransaction(db, () => Promise.resolve('taken'))).rejects.toThrow(
      /Transaction is invalid or closed/,
    );
    expect(tries()).toBe(3);
  });

  it('never runs again for any other failure: the SDK has retried what it retries', async () => {
    const { db, tries } = databaseFailing(new Error('14 UNAVAILABLE: No connection established'));
    await expect(runRetriedTransaction(db, () => Promise.resolve('taken'))).rejects.toThrow(
      /UNAVAILABLE/,
    );
    expect(tries()).toBe(1);
  });
});
