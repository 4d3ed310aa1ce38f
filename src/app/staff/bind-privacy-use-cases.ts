import type { Container } from 'inversify';
import { EraseApplication } from '../../application/staff/privacy/erase-application';
import { ExportPersonalData } from '../../application/staff/privacy/export-personal-data';
import { FindPersonApplications } from '../../application/staff/privacy/find-person-applications';
import { PurgeExpiredApplications } from '../../application/staff/privacy/purge-expired-applications';
import { RectifyApplication } from '../../application/staff/privacy/rectify-application';
import type { Clock } from '../../domain/clock';
import type { ApplicantDataStore } from '../../domain/privacy/applicant-data-store';
import type { ApplicationInbox } from '../../domain/staff/application-inbox';
import { cooperative } from '../../ui/shared/content/cooperative';
import { retentionPeriod } from '../../ui/shared/content/retention-period';
import { STAFF_TOKENS as T } from './staff-tokens';

/** The admins' privacy use cases. The retention period comes from the content module, as the notice's text does. */
export function bindPrivacyUseCases(container: Container): void {
  container.bind(T.findPersonApplications).toResolvedValue(
    (inbox: ApplicationInbox, store: ApplicantDataStore) => new FindPersonApplications(inbox, store),
    [T.applicationInbox, T.applicantDataStore],
  );
  container.bind(T.exportPersonalData).toResolvedValue(
    (store: ApplicantDataStore, clock: Clock) => new ExportPersonalData(store, clock, cooperative.name),
    [T.applicantDataStore, T.clock],
  );
  container.bind(T.rectifyApplication).toResolvedValue((store: ApplicantDataStore) => new RectifyApplication(store), [T.applicantDataStore]);
  container.bind(T.eraseApplication).toResolvedValue((store: ApplicantDataStore) => new EraseApplication(store), [T.applicantDataStore]);
  container.bind(T.purgeExpiredApplications).toResolvedValue(
    (store: ApplicantDataStore, clock: Clock) => new PurgeExpiredApplications(store, clock, retentionPeriod.months),
    [T.applicantDataStore, T.clock],
  );
}
