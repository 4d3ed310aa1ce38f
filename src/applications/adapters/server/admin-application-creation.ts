import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../applications-collections';
import type { Application } from '../../domain/stored-application';

/**
 * An application as the server stores it (the Admin SDK, which the rules do not bind): under its
 * SOL id, the spec's document and nothing else. The server's clock dates it, as the public write
 * had it: the date is when Firestore stored it.
 */
const applicationAt = (db: Firestore, application: Application) =>
  db.collection(APPLICATIONS_COLLECTION).doc(application.id);
const storedFields = (application: Application) => ({
  ...application,
  date: FieldValue.serverTimestamp(),
});

/**
 * Creates the application's document; fails (gRPC's ALREADY_EXISTS) when its number is held, so
 * the check and the save stay one step. One round trip.
 */
export async function createApplication(db: Firestore, application: Application): Promise<void> {
  await applicationAt(db, application).create(storedFields(application));
}

/**
 * The same creation as one write of the caller's batch (the intake's reply beside it): the batch
 * fails as a whole when the number is held, and stores nothing.
 */
export const createApplicationIn = (
  batch: WriteBatch,
  db: Firestore,
  application: Application,
): WriteBatch => batch.create(applicationAt(db, application), storedFields(application));
