import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { fillProgressAt } from '../src/applications/adapters/server/fill-progress-at';

/**
 * `npx tsx scripts/fill-progress-at.ts`, once, after deploying the release whose moves and ticks
 * stamp `progressAt` (with `GOOGLE_CLOUD_PROJECT` and Application Default Credentials of the
 * project's owner, or `FIRESTORE_EMULATOR_HOST` to try it on the emulator): the applications En
 * trámite from before it join the waiting list (docs/deploying.md). Prints only how many.
 */
fillProgressAt(getFirestore(initializeApp()))
  .then((filled) => console.log(`Solicitudes con progressAt escrito: ${filled}`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.name : 'Error');
    process.exitCode = 1;
  });
