import { createApplication } from '../../../src/submission/domain/new-application';
import { applicationIdFromNumber } from '../../../src/applications/domain/application-id';
import { AdminApplicationRepository } from '../../../src/submission/adapters/server/admin-application-repository';
import { APPLICATIONS_COLLECTION } from '../../../src/applications/adapters/applications-collections';
import { validForm } from '../../support/application-fixtures';
import { withAdminFirestore } from './admin-firestore';

const WARM_UP_PROJECT = 'demo-warm-up';
const ROUNDS = 5;

/**
 * A cold emulator spends seconds on its first requests (the rules compiled, the JVM warming up):
 * 3.4 s on a quiet machine, enough to break a test's time bound on a busy one. The set-up pays for
 * that once, in a project no test reads, a few times over: through the server's own repository
 * (the Admin SDK, the only way an application comes in) a save and a save of a taken number (a
 * refused create), then a visitor's read of it over REST, which the rules refuse.
 */
export async function warmUpEmulator(host: string): Promise<void> {
  await withAdminFirestore(WARM_UP_PROJECT, host, async (db) => {
    const repository = new AdminApplicationRepository(db);
    for (let round = 0; round < ROUNDS; round++) {
      const application = createApplication(
        validForm(),
        applicationIdFromNumber(1000 + round),
        new Date(),
      );
      await repository.create(application);
      await repository.create(application);
      const url = `http://${host}/v1/projects/${WARM_UP_PROJECT}/databases/(default)/documents/${APPLICATIONS_COLLECTION}/${application.id}`;
      const visitorRead = await fetch(url);
      if (visitorRead.status !== 403)
        throw new Error(`The emulator let a visitor read an application: ${visitorRead.status}`);
    }
  });
}
