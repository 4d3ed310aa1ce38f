import { numberQuarantine, retentionPeriod } from '../shared/content/retention-period';
import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { PurgeExpiredApplications } from './application/purge-expired-applications';
import type { RetentionStore } from '../applications/domain/applicant-data-store';

/**
 * The retention purge alone, for the server's monthly schedule: the same use case as the admins'
 * button (privacy-module.ts), over a store of just what it needs.
 */
export const retentionPorts = { retentionStore: token<RetentionStore>('RetentionStore') };

export const retentionUseCases = {
  purgeExpiredApplications: declareUseCase(
    'PurgeExpiredApplications',
    [retentionPorts.retentionStore, kernelPorts.clock],
    (store, clock) =>
      new PurgeExpiredApplications(store, clock, retentionPeriod.months, numberQuarantine.months),
  ),
};

export type RetentionUseCases = UseCasesOf<typeof retentionUseCases>;

export const retentionModule = (adapters: AdaptersFor<typeof retentionPorts>) =>
  moduleBindings(retentionPorts, adapters, retentionUseCases);
