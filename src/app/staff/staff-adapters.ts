import type { Clock } from '../../domain/clock';
import type { ApplicantDataStore } from '../../domain/privacy/applicant-data-store';
import type { ApplicationInbox } from '../../domain/staff/application-inbox';
import type { StaffAuthenticator, StaffDirectory } from '../../domain/staff/staff-access';

/** What the staff page needs from storage and sign-in: the ports, whichever backend implements them. */
export interface StaffAdapters {
  inbox: ApplicationInbox;
  /** Admins' privacy work on the same storage as the inbox. */
  applicantData: ApplicantDataStore;
  authenticator: StaffAuthenticator;
  directory: StaffDirectory;
  /** The time an export's file is named after; the system clock unless a test fixes it. */
  clock?: Clock;
}
