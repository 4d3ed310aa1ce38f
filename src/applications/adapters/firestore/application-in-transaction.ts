import type { Firestore, Transaction } from 'firebase/firestore';
import type { ApplicationId } from '../../domain/application-id';
import type { ApplicationRecord } from '../../domain/application-record';
import type { RequirementChange } from '../../domain/requirements/checklist';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { liveApplicationOf } from './application-document';
import { writeRequirement } from './history-writes';
import { applicationIn } from './application-paths';

/**
 * An application read and ticked in another module's transaction (a talk's seat and attendance,
 * written with the talk's own documents as firestore.rules require): the caller gives the
 * transaction and the id, never the application's path or a field's name.
 */

/** The application, checked by its mapper; undefined when there is none, or only its erasure. */
export async function liveApplicationIn(
  transaction: Transaction,
  db: Firestore,
  id: ApplicationId,
): Promise<ApplicationRecord | undefined> {
  return liveApplicationOf(await transaction.get(applicationIn(db, id)));
}

/** One checked tick and its history entry, in the caller's transaction (writeRequirement). */
export function writeRequirementIn(
  transaction: Transaction,
  db: Firestore,
  id: ApplicationId,
  stored: RequirementChange,
  by: SignedInUser,
): void {
  writeRequirement(transaction, applicationIn(db, id), stored, by);
}
