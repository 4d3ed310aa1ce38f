import { serverTimestamp } from 'firebase/firestore';
import type { TypedField } from '../../domain/stored-application';
import type { SignedInUser } from '../../../access/domain/staff-member';

/**
 * The update that corrects one field, written together with its history entry `entryId`:
 * firestore.rules accept it only with that entry, and only these fields.
 */
export function rectificationUpdateData(
  field: TypedField,
  value: string,
  by: SignedInUser,
  entryId: string,
): Record<string, unknown> {
  return { [field]: value, updatedAt: serverTimestamp(), updatedBy: by.uid, lastChangeId: entryId };
}
