import { collection, doc, type Firestore } from 'firebase/firestore';
import type { ApplicationId } from '../../../domain/application-id';
import { APPLICATIONS_COLLECTION, HISTORY_COLLECTION } from '../collection-names';

export const applicationsIn = (db: Firestore) => collection(db, APPLICATIONS_COLLECTION);

export const applicationIn = (db: Firestore, id: ApplicationId) => doc(db, APPLICATIONS_COLLECTION, id);

export const historyIn = (db: Firestore, id: ApplicationId) => collection(db, APPLICATIONS_COLLECTION, id, HISTORY_COLLECTION);
