import type { ApplicationInbox } from '../../domain/staff/application-inbox';
import type { StaffAuthenticator, StaffDirectory } from '../../domain/staff/staff-access';

/** What the staff page needs from storage and sign-in: the ports, whichever backend implements them. */
export interface StaffAdapters {
  inbox: ApplicationInbox;
  authenticator: StaffAuthenticator;
  directory: StaffDirectory;
}
