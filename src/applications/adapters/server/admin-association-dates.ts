import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { isApplicationId } from '../../domain/application-id';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import type { AssociationDates } from '../../domain/association-dates';

/**
 * The stored fields the monthly report's median reads of an application (a query's `select`): no
 * one's data, three fields of each of the month's new members.
 */
export const ASSOCIATION_FIELDS = ['date', 'associatedAt', 'isAssociated'] as const;

/**
 * An application found by associationsShape (application-report-query-shapes.ts), as the Admin
 * SDK reads it; undefined when it is no longer Asociada (an association undone: not a member of
 * that month). A date that is not one is MalformedDocumentError, never a guess.
 */
export function adminAssociationOf(
  snapshot: Pick<DocumentSnapshot, 'id' | 'data' | 'ref'>,
): AssociationDates | undefined {
  const { date, associatedAt, isAssociated } = snapshot.data() ?? {};
  if (isAssociated !== true || !isApplicationId(snapshot.id)) return undefined;
  if (!(date instanceof Timestamp))
    throw new MalformedDocumentError(snapshot.ref.path, 'date', 'is not a timestamp');
  if (!(associatedAt instanceof Timestamp))
    throw new MalformedDocumentError(snapshot.ref.path, 'associatedAt', 'is not a timestamp');
  return { id: snapshot.id, sentAt: date.toDate(), associatedAt: associatedAt.toDate() };
}
