import { getFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase-admin/app';
import { AdminNameKeys } from '../src/applications/adapters/server/admin-name-keys';
import { KeepNameKeys } from '../src/inbox/application/keep-name-keys';
import { fillNameKeys } from '../src/server/fill-name-keys';

/**
 * `npx tsx scripts/fill-name-keys.ts`, once, after the first deploy of keepNameKeys (with
 * `GOOGLE_CLOUD_PROJECT` and Application Default Credentials of the project's owner, or
 * `FIRESTORE_EMULATOR_HOST` to try it on the emulator): the name keys of the applications stored
 * before it (docs/deploying.md). Prints only how many.
 */
const db = getFirestore(initializeApp());
fillNameKeys(db, new KeepNameKeys(new AdminNameKeys(db)))
  .then((written) => console.log(`Claves de nombre escritas: ${written}`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.name : 'Error');
    process.exitCode = 1;
  });
