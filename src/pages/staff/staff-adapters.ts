import type { Clock } from '../../shared/domain/clock';
import type { ApplicantDataStore } from '../../applications/domain/applicant-data-store';
import type { NumberSpaceReadings } from '../../privacy/domain/number-space-gauge';
import type { MonthlyReportReadings } from '../../reports/domain/monthly-report-store';
import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import type { ArrivalRecords } from '../../inbox/domain/arrival-records';
import type { SpamRemoval } from '../../inbox/domain/spam-removal';
import type { AuditLog } from '../../audit/domain/audit-log';
import type { TalkCalendar } from '../../talks/domain/talk-calendar';
import type { HealthReadings } from '../../health/domain/health-ports';
import type { NoticePreferences } from '../../access/domain/notice-preference';
import type { TeamService } from '../../team/domain/team-service';
import type { StaffAuthenticator, StaffDirectory } from '../../access/domain/staff-access';
import type { Authenticator, PasskeyService } from '../../passkeys/domain/passkey-service';

/**
 * What the staff page needs from storage and sign-in: the ports, whichever backend implements them.
 */
export interface StaffAdapters {
  inbox: ApplicationInbox;
  /** What the server recorded as each application arrived: its receipt, a review mark. */
  arrivalRecords: ArrivalRecords;
  /** Admins' removal of spam, which writes to the audit log they read. */
  spamRemoval: SpamRemoval;
  auditLog: AuditLog;
  /** Admins' privacy work on the same storage as the inbox. */
  applicantData: ApplicantDataStore;
  /** How full the SOL number space is, as last measured: admins only. */
  numberSpace: NumberSpaceReadings;
  /** The board's monthly reports, as the server's schedule computed them: every member's. */
  monthlyReports: MonthlyReportReadings;
  /** The information talks and their seats: every member's (admins schedule them). */
  talks: TalkCalendar;
  /** Estado: the server's last measurement and each job's heartbeat, admins only. */
  health: HealthReadings;
  authenticator: StaffAuthenticator;
  directory: StaffDirectory;
  /** Each member's own choice of e-mail notices, on their allowlist entry. */
  noticePreferences: NoticePreferences;
  /** Equipo: the server's team function (admins; the server checks), or the demo's. */
  team: TeamService;
  /** Each member's passkeys: the server's passkeys function, or its use cases in the demo. */
  passkeys: PasskeyService;
  /** The browser's passkeys (WebAuthn), or the demo's stand-in, which is none. */
  passkeyAuthenticator: Authenticator;
  /** The time an export's file is named after; the system clock unless a test fixes it. */
  clock?: Clock;
}
