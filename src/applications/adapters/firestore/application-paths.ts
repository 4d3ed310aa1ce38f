import { collection, doc, type Firestore } from 'firebase/firestore';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
  NAME_KEYS_COLLECTION,
} from '../applications-collections';

export const applicationsIn = (db: Firestore) => collection(db, APPLICATIONS_COLLECTION);

/** NameKeys/{SOL id}: an application's name keys, for search by name (firestore.rules). */
export const nameKeysIn = (db: Firestore) => collection(db, NAME_KEYS_COLLECTION);

export const applicationIn = (db: Firestore, id: string) => doc(db, APPLICATIONS_COLLECTION, id);

export const historyIn = (db: Firestore, id: string) =>
  collection(db, APPLICATIONS_COLLECTION, id, HISTORY_COLLECTION);
