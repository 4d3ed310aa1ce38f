import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  adminNamedApplicationOf,
  adminNamedBeforeOf,
} from '../../applications/adapters/server/admin-name-keys';
import { isApplicationId } from '../../applications/domain/application-id';
import { AFTER_AN_APPLICATION_CHANGES } from '../after-an-application-changes';
import { composeNameKeys } from './name-keys-composition';

let nameKeyServices: ReturnType<typeof composeNameKeys> | undefined;

/**
 * Search by name (src/inbox/application/keep-name-keys.ts): an application's name keys,
 * NameKeys/{SOL id}, written when it arrives or an admin corrects a name, deleted when it is
 * removed or erased. The keys follow the application a moment after it is written: an arrival is
 * found by name a second or two after it is in the list. Any other write (a move, a tick) reads
 * nothing. Run again when it fails: the run reads the application as it is then, so a late or
 * repeated run leaves the right keys.
 */
export const keepNameKeys = onDocumentWritten(AFTER_AN_APPLICATION_CHANGES, async (event) => {
  const { applicationId } = event.params;
  const change = event.data;
  if (!change || !isApplicationId(applicationId)) return;
  nameKeyServices ??= composeNameKeys();
  const fate = await nameKeyServices.keepNameKeys.execute(
    applicationId,
    adminNamedBeforeOf(change.before),
    adminNamedApplicationOf(change.after),
  );
  // The fate only: never the applicant's name.
  if (fate !== 'keep') console.info('primer-paso: claves de nombre', { fate });
});
