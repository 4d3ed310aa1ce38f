import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token, type AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { CountFormUse } from './application/count-form-use';
import type { FormUseCounts } from './domain/form-use-counts';

/**
 * How the public form is used, per day: forms begun and forms sent, counted by the server for the
 * page's beacons (POST /api/uso), or in the tab's memory in demo mode. The monthly report reads
 * the counts through its own port (reports' monthly-report-module.ts).
 */
export const formUsePorts = { formUseCounts: token<FormUseCounts>('FormUseCounts') };

export const formUseUseCases = {
  countFormUse: declareUseCase(
    'CountFormUse',
    [formUsePorts.formUseCounts, kernelPorts.clock],
    CountFormUse,
  ),
};

export type FormUseUseCases = UseCasesOf<typeof formUseUseCases>;

export const formUseModule = (adapters: AdaptersFor<typeof formUsePorts>) =>
  moduleBindings(formUsePorts, adapters, formUseUseCases);
