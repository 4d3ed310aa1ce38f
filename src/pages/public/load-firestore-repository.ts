import type { ApplicationRepository } from '../../submission/domain/application-repository';
import { connectFirestore } from '../../submission/adapters/firestore/connect-firestore';
import { FirestoreApplicationRepository } from '../../submission/adapters/firestore/firestore-application-repository';
import type { FirebaseConfig } from '../../shared/adapters/firebase-config';

/** The Firestore side of the composition root, in its own chunk (see container.ts). */
export async function loadFirestoreRepository(
  firebase: FirebaseConfig,
): Promise<ApplicationRepository> {
  const db = connectFirestore(firebase);
  if (firebase.appCheckSiteKey) {
    const { enableAppCheck } = await import('../../submission/adapters/firestore/enable-app-check');
    enableAppCheck(db.app, firebase.appCheckSiteKey);
  }
  return new FirestoreApplicationRepository(db);
}
