import { connectStaffFirebase } from '../../infrastructure/firestore/staff/connect-staff-firebase';
import { FirestoreApplicantDataStore } from '../../infrastructure/firestore/staff/firestore-applicant-data-store';
import { FirebaseStaffAuthenticator } from '../../infrastructure/firestore/staff/firebase-staff-authenticator';
import { FirestoreApplicationInbox } from '../../infrastructure/firestore/staff/firestore-application-inbox';
import { FirestoreStaffDirectory } from '../../infrastructure/firestore/staff/firestore-staff-directory';
import type { FirebaseConfig } from '../shared/app-config';
import type { StaffAdapters } from './staff-adapters';

/** The staff page on Firebase, in a chunk of its own: demo mode never loads the SDKs. */
export function loadFirestoreStaffAdapters(firebase: FirebaseConfig): StaffAdapters {
  const { auth, db } = connectStaffFirebase(firebase);
  return {
    inbox: new FirestoreApplicationInbox(db),
    applicantData: new FirestoreApplicantDataStore(db),
    authenticator: new FirebaseStaffAuthenticator(auth),
    directory: new FirestoreStaffDirectory(db),
  };
}
