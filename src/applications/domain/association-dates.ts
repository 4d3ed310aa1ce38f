import type { ApplicationId } from './application-id';
import type { ApplicationRecord } from './application-record';

/** When a member's application was sent and when it was last marked Asociada. */
export interface AssociationDates {
  id: ApplicationId;
  sentAt: Date;
  associatedAt: Date;
}

/**
 * The dates the monthly report's median needs of an application that is Asociada; undefined when
 * it is not (an association undone is no member of that month) or it was never marked.
 */
export function associationDatesOf({
  id,
  date,
  isAssociated,
  associatedAt,
}: ApplicationRecord): AssociationDates | undefined {
  return isAssociated && associatedAt
    ? { id, sentAt: new Date(date), associatedAt: new Date(associatedAt) }
    : undefined;
}
