import { inboxPorts } from '../inbox/inbox-ports';
import { cooperative } from '../shared/content/cooperative';
import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { EraseApplication } from './application/erase-application';
import { ExportPersonalData } from './application/export-personal-data';
import { FindPersonApplications } from './application/find-person-applications';
import { RectifyApplication } from './application/rectify-application';
import type { ApplicantDataStore } from './domain/applicant-data-store';
import { retentionPorts, retentionUseCases } from './retention-module';

/** The admins' port to one person's data: whole histories, corrections, erasure, retention. */
export const privacyPorts = {
  applicantDataStore: token<ApplicantDataStore>('ApplicantDataStore'),
};

const { applicantDataStore: store } = privacyPorts;

/**
 * The rights the privacy notice promises, admins only. The retention period comes from the
 * content module, as the notice's text does; a person is found through the inbox's own search.
 */
export const privacyUseCases = {
  findPersonApplications: declareUseCase(
    'FindPersonApplications',
    [inboxPorts.applicationInbox, store],
    FindPersonApplications,
  ),
  exportPersonalData: declareUseCase(
    'ExportPersonalData',
    [store, kernelPorts.clock],
    (store, clock) => new ExportPersonalData(store, clock, cooperative.name),
  ),
  rectifyApplication: declareUseCase('RectifyApplication', [store], RectifyApplication),
  eraseApplication: declareUseCase('EraseApplication', [store], EraseApplication),
  // Declared with the server's monthly schedule (retention-module.ts), over the same store.
  purgeExpiredApplications: retentionUseCases.purgeExpiredApplications,
};

export type PrivacyUseCases = UseCasesOf<typeof privacyUseCases>;

export const privacyModule = (adapters: AdaptersFor<typeof privacyPorts>) =>
  moduleBindings(
    { ...privacyPorts, ...retentionPorts },
    { ...adapters, retentionStore: adapters.applicantDataStore },
    privacyUseCases,
  );
