import { connectStaffFirebase } from '../../shared/adapters/staff-firebase/connect-staff-firebase';
import { staffAppCheck } from '../../shared/adapters/staff-firebase/staff-app-check';
import { FirestoreApplicantDataStore } from '../../applications/adapters/firestore/firestore-applicant-data-store';
import { FirestoreNumberSpaceReadings } from '../../privacy/adapters/firestore/firestore-number-space-readings';
import { FirestoreMonthlyReportReadings } from '../../reports/adapters/firestore/firestore-monthly-report-readings';
import { FirebaseStaffAuthenticator } from '../../access/adapters/firebase/firebase-staff-authenticator';
import { FirestoreApplicationInbox } from '../../applications/adapters/firestore/firestore-application-inbox';
import { FirestoreArrivalRecords } from '../../inbox/adapters/firestore/firestore-arrival-records';
import { FirestoreSpamRemoval } from '../../inbox/adapters/firestore/firestore-spam-removal';
import { FirestoreAuditLog } from '../../audit/adapters/firestore/firestore-audit-log';
import { FirestoreNoticePreferences } from '../../access/adapters/firebase/firestore-notice-preferences';
import { FirestoreStaffDirectory } from '../../access/adapters/firebase/firestore-staff-directory';
import { FirestoreTalkCalendar } from '../../talks/adapters/firestore/firestore-talk-calendar';
import { CallableTeamService } from '../../team/adapters/callable/callable-team-service';
import { TEAM_PATH } from '../../team/domain/team-service';
import { FirestoreHealthReadings } from '../../health/adapters/firestore/firestore-health-readings';
import { CallablePasskeyService } from '../../passkeys/adapters/callable/callable-passkey-service';
import { SimpleWebAuthnAuthenticator } from '../../passkeys/adapters/browser/simplewebauthn-authenticator';
import { PASSKEYS_PATH } from '../../passkeys/domain/passkey-service';
import type { FirebaseConfig } from '../../shared/adapters/firebase-config';
import type { StaffAdapters } from './staff-adapters';

/** The staff page on Firebase, in a chunk of its own: demo mode never loads the SDKs. */
export function loadFirestoreStaffAdapters(firebase: FirebaseConfig): StaffAdapters {
  const { auth, db } = connectStaffFirebase(firebase);
  const { appCheckSiteKey } = firebase;
  const appCheck = appCheckSiteKey ? staffAppCheck(db.app, appCheckSiteKey) : undefined;
  const team = new CallableTeamService(
    db.app,
    new URL(TEAM_PATH, window.location.origin).href,
    appCheck,
  );
  return {
    inbox: new FirestoreApplicationInbox(db),
    arrivalRecords: new FirestoreArrivalRecords(db),
    spamRemoval: new FirestoreSpamRemoval(db),
    auditLog: new FirestoreAuditLog(db),
    applicantData: new FirestoreApplicantDataStore(db),
    numberSpace: new FirestoreNumberSpaceReadings(db),
    monthlyReports: new FirestoreMonthlyReportReadings(db),
    talks: new FirestoreTalkCalendar(db),
    health: new FirestoreHealthReadings(db),
    authenticator: new FirebaseStaffAuthenticator(auth),
    directory: new FirestoreStaffDirectory(db),
    noticePreferences: new FirestoreNoticePreferences(db, (notices) => team.chooseNotices(notices)),
    team,
    passkeys: new CallablePasskeyService(
      db.app,
      new URL(PASSKEYS_PATH, window.location.origin).href,
      appCheck,
    ),
    passkeyAuthenticator: new SimpleWebAuthnAuthenticator(),
  };
}
