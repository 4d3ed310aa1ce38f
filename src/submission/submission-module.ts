import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { SubmitApplication } from './application/submit-application';
import type { ApplicationRepository } from './domain/application-repository';
import type { TakenNumbers } from '../applications/domain/taken-numbers';

/** Where a new application is stored, under a number nobody holds. */
export const submissionPorts = {
  applicationRepository: token<ApplicationRepository>('ApplicationRepository'),
  /** The held numbers, swept once random draws failed; undefined where a submit only draws. */
  takenNumbers: token<TakenNumbers | undefined>('TakenNumbers'),
};

export const submissionUseCases = {
  submitApplication: declareUseCase(
    'SubmitApplication',
    [
      submissionPorts.applicationRepository,
      kernelPorts.randomSource,
      kernelPorts.clock,
      submissionPorts.takenNumbers,
    ],
    SubmitApplication,
  ),
};

export type SubmissionUseCases = UseCasesOf<typeof submissionUseCases>;

export const submissionModule = (adapters: AdaptersFor<typeof submissionPorts>) =>
  moduleBindings(submissionPorts, adapters, submissionUseCases);
