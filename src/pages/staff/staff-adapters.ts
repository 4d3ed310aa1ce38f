import type { Clock } from '../../shared/domain/clock';
import type { ApplicantDataStore } from '../../privacy/domain/applicant-data-store';
import type { ApplicationInbox } from '../../inbox/domain/application-inbox';
import type { StaffAuthenticator, StaffDirectory } from '../../access/domain/staff-access';

/**
 * What the staff page needs from storage and sign-in: the ports, whichever backend implements them.
 */
export interface StaffAdapters {
  inbox: ApplicationInbox;
  /** Admins' privacy work on the same storage as the inbox. */
  applicantData: ApplicantDataStore;
  authenticator: StaffAuthenticator;
  directory: StaffDirectory;
  /** The time an export's file is named after; the system clock unless a test fixes it. */
  clock?: Clock;
}
