import { inboxPorts } from '../inbox/inbox-ports';
import { cooperative } from '../shared/content/cooperative';
import { numberQuarantine } from '../shared/content/retention-period';
import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { EraseApplication } from './application/erase-application';
import { ExportPersonalData } from './application/export-personal-data';
import { FindPersonApplications } from './application/find-person-applications';
import { LookUpErasedNumber } from './application/look-up-erased-number';
import { ReadNumberSpace } from './application/read-number-space';
import { RectifyApplication } from './application/rectify-application';
import type { ApplicantDataStore } from '../applications/domain/applicant-data-store';
import type { NumberSpaceReadings } from './domain/number-space-gauge';
import { retentionPorts, retentionUseCases } from './retention-module';

/**
 * The admins' port to one person's data (whole histories, corrections, erasure, retention), and
 * the number space's last reading.
 */
export const privacyPorts = {
  applicantDataStore: token<ApplicantDataStore>('ApplicantDataStore'),
  numberSpaceReadings: token<NumberSpaceReadings>('NumberSpaceReadings'),
};

const { applicantDataStore: store } = privacyPorts;

/**
 * The rights the privacy notice promises, admins only (but the erased number's look-up). The
 * retention period and the number quarantine come from the content module, as the notice's text
 * does; a person is found through the inbox's own search.
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
  readNumberSpace: declareUseCase(
    'ReadNumberSpace',
    [privacyPorts.numberSpaceReadings],
    ReadNumberSpace,
  ),
  // Every member's: the inbox's search says what became of an erased number.
  lookUpErasedNumber: declareUseCase(
    'LookUpErasedNumber',
    [store, kernelPorts.clock],
    (store, clock) => new LookUpErasedNumber(store, clock, numberQuarantine.months),
  ),
};

export type PrivacyUseCases = UseCasesOf<typeof privacyUseCases>;

export const privacyModule = (adapters: AdaptersFor<typeof privacyPorts>) =>
  moduleBindings(
    { ...privacyPorts, ...retentionPorts },
    { ...adapters, retentionStore: adapters.applicantDataStore },
    privacyUseCases,
  );
