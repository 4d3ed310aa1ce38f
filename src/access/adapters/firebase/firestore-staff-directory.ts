import { doc, getDocFromServer, onSnapshot, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import type { Listener, Unsubscribe } from '../../../shared/domain/listener';
import type { StaffDirectory } from '../../domain/staff-access';
import { isStaffRole, type StaffRole } from '../../domain/staff-member';
import { STAFF_COLLECTION } from '../../../shared/adapters/firestore/collection-names';
import { boundedBy, type BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../../shared/adapters/firestore/bounded-call';

const isPermissionDenied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

const roleIn = (snapshot: DocumentSnapshot): StaffRole | null => {
  const role: unknown = snapshot.get('role');
  return snapshot.exists() && isStaffRole(role) ? role : null;
};

/**
 * The allowlist in Firestore: Staff/{uid}, which firestore.rules lets a signed-in user read for
 * their own uid only. A missing entry, or a refusal (signed out meanwhile), means no role.
 */
export class FirestoreStaffDirectory implements StaffDirectory {
  private readonly bounded: BoundedCall;

  constructor(private readonly db: Firestore, requestTimeoutMs: number = STAFF_REQUEST_TIMEOUT_MS) {
    this.bounded = boundedBy(requestTimeoutMs);
  }

  async roleOf(uid: string): Promise<StaffRole | null> {
    try {
      return roleIn(await this.bounded('Firestore get', getDocFromServer(doc(this.db, STAFF_COLLECTION, uid))));
    } catch (error) {
      if (isPermissionDenied(error)) return null;
      throw error;
    }
  }

  watchRole(uid: string, listener: Listener<StaffRole | null>): Unsubscribe {
    return onSnapshot(
      doc(this.db, STAFF_COLLECTION, uid),
      (snapshot) => listener.next(roleIn(snapshot)),
      (error) => (isPermissionDenied(error) ? listener.next(null) : listener.error(error)),
    );
  }
}
