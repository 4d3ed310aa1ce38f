import { collection, doc, type Firestore } from 'firebase/firestore';
import { APPLICATIONS_COLLECTION, HISTORY_COLLECTION } from '../firestore/collection-names';

export const applicationsIn = (db: Firestore) => collection(db, APPLICATIONS_COLLECTION);

export const applicationIn = (db: Firestore, id: string) => doc(db, APPLICATIONS_COLLECTION, id);

export const historyIn = (db: Firestore, id: string) =>
  collection(db, APPLICATIONS_COLLECTION, id, HISTORY_COLLECTION);
