import { doc, runTransaction, type Firestore } from 'firebase/firestore';
import type { ApplicationId } from '../../domain/application-id';
import { ApplicationGoneError } from '../../domain/erasure-errors';
import type { TypedField } from '../../domain/stored-application';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { isLiveApplication } from './application-document';
import { rectificationEntryData } from './history-writes';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { rectificationUpdateData } from './rectification-update';
import { applicationIn, historyIn } from './application-paths';

/**
 * The new value and the history entry naming the field, in one transaction: firestore.rules
 * accept the one only with the other. The old value is written nowhere.
 */
export async function rectifyApplication(
  db: Firestore,
  bounded: BoundedCall,
  id: ApplicationId,
  field: TypedField,
  value: string,
  by: SignedInUser,
): Promise<void> {
  const application = applicationIn(db, id);
  const entry = doc(historyIn(db, id));
  await bounded(
    'Firestore rectification',
    runTransaction(db, async (transaction) => {
      // Whether there is an application, not what it holds: a correction may mend a damaged field.
      const current = await transaction.get(application);
      if (!isLiveApplication(current)) throw new ApplicationGoneError(`No application ${id}`);
      transaction.update(application, rectificationUpdateData(field, value, by, entry.id));
      transaction.set(entry, rectificationEntryData(field, by));
    }),
  );
}
