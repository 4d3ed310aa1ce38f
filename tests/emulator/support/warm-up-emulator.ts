import { deleteApp } from 'firebase/app';
import { createApplication } from '../../../src/submission/domain/application';
import { applicationIdFromNumber } from '../../../src/submission/domain/application-id';
import { connectFirestore } from '../../../src/submission/adapters/firestore/connect-firestore';
import { FirestoreApplicationRepository } from '../../../src/submission/adapters/firestore/firestore-application-repository';
import { validForm } from '../../support/application-fixtures';

const WARM_UP_PROJECT = 'demo-warm-up';
const ROUNDS = 5;

/**
 * A cold emulator spends seconds on its first writes (the rules compiled, the JVM warming up):
 * 3.4 s on a quiet machine, past the page's 8 s timeout on a busy one. The set-up pays for that
 * once, through the page's own repository, in a project no test reads: a save, and a save of a
 * taken number (a denied write, then a denied read), a few times over.
 */
export async function warmUpEmulator(host: string): Promise<void> {
  const db = connectFirestore({ projectId: WARM_UP_PROJECT, emulatorHost: host });
  const repository = new FirestoreApplicationRepository(db, 120_000);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const application = createApplication(
        validForm(),
        applicationIdFromNumber(1000 + round),
        new Date(),
      );
      await repository.create(application);
      await repository.create(application);
    }
  } finally {
    await deleteApp(db.app);
  }
}
