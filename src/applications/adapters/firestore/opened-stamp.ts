import {
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import type { ApplicationId } from '../../domain/application-id';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { REMOVAL_ID_FIELD } from '../applications-collections';
import { applicationIn } from './application-paths';
import { isLiveApplication } from './application-document';

/** The whole update that marks an application opened: the rules accept nothing else with it. */
export const openedStampData = () => ({ openedAt: serverTimestamp() });

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/** A live application nobody opened yet, and not on its way out as spam: what may be stamped. */
const isStampable = (snapshot: DocumentSnapshot) =>
  isLiveApplication(snapshot) &&
  snapshot.get('openedAt') === undefined &&
  snapshot.get(REMOVAL_ID_FIELD) === undefined;

/**
 * The first opening of an application, stamped with the request's time (isOpenedStamp in
 * firestore.rules): read first, so an application already opened costs no write. A transaction,
 * not a plain write: offline, the full SDK would queue a write and send it later.
 */
export async function markOpened(
  db: Firestore,
  bounded: BoundedCall,
  id: ApplicationId,
): Promise<void> {
  const application = applicationIn(db, id);
  try {
    await bounded(
      'Firestore opened',
      runTransaction(db, async (transaction) => {
        if (isStampable(await transaction.get(application)))
          transaction.update(application, openedStampData());
      }),
    );
  } catch (error) {
    // Another member opened it between our read and our write: the rules refuse a second stamp.
    if (
      isPermissionDenied(error) &&
      !isStampable(await bounded('Firestore get', getDocFromServer(application)))
    )
      return;
    throw error;
  }
}
