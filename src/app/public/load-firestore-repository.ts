import type { ApplicationRepository } from '../../domain/application-repository';
import { connectFirestore } from '../../infrastructure/firestore/connect-firestore';
import { FirestoreApplicationRepository } from '../../infrastructure/firestore/firestore-application-repository';
import type { FirebaseConfig } from '../shared/app-config';

/** The Firestore side of the composition root, in its own chunk (see container.ts). */
export async function loadFirestoreRepository(firebase: FirebaseConfig): Promise<ApplicationRepository> {
  const db = connectFirestore(firebase);
  if (firebase.appCheckSiteKey) {
    const { enableAppCheck } = await import('../../infrastructure/firestore/enable-app-check');
    enableAppCheck(db.app, firebase.appCheckSiteKey);
  }
  return new FirestoreApplicationRepository(db);
}
