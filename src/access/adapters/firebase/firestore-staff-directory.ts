import { doc, getDocFromServer, onSnapshot, type DocumentSnapshot } from 'firebase/firestore';
import type { Listener, Unsubscribe } from '../../../shared/domain/listener';
import type { StaffDirectory, StaffEntry } from '../../domain/staff-access';
import type { StaffRole } from '../../domain/staff-member';
import { STAFF_COLLECTION } from '../access-collections';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import { storedDocumentOf } from '../../../shared/adapters/staff-firebase/document-reader';
import { watchMapped } from '../../../shared/adapters/staff-firebase/watch-mapped';
import { staffEntryOf, staffRoleOf } from './staff-entry-document';

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

const roleIn = (snapshot: DocumentSnapshot): StaffRole | null =>
  snapshot.exists() ? staffRoleOf(storedDocumentOf(snapshot)) : null;

const entryIn = (snapshot: DocumentSnapshot): StaffEntry | null =>
  snapshot.exists() ? staffEntryOf(storedDocumentOf(snapshot)) : null;

/**
 * The allowlist in Firestore: Staff/{uid}, which firestore.rules lets a signed-in user read for
 * their own uid only. A missing entry, or a refusal (signed out meanwhile), means no role. An
 * entry without a known role is an error (MalformedDocumentError): the watched session ends as
 * when the check fails, and nobody is let in.
 */
export class FirestoreStaffDirectory extends BoundedFirestoreAdapter implements StaffDirectory {
  async roleOf(uid: string): Promise<StaffRole | null> {
    try {
      return roleIn(
        await this.bounded('Firestore get', getDocFromServer(doc(this.db, STAFF_COLLECTION, uid))),
      );
    } catch (error) {
      if (isPermissionDenied(error)) return null;
      throw error;
    }
  }

  watchEntry(uid: string, listener: Listener<StaffEntry | null>): Unsubscribe {
    const entry = doc(this.db, STAFF_COLLECTION, uid);
    return watchMapped((next, error) => onSnapshot(entry, next, error), entryIn, {
      next: (value) => listener.next(value),
      error: (error) => (isPermissionDenied(error) ? listener.next(null) : listener.error(error)),
    });
  }
}
