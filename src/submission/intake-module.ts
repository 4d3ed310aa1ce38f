import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { ReceiveApplication, type IntakeLimits } from './application/receive-application';
import type { AddressKeys, IntakeLedger } from './domain/address-quota';
import type { ArrivalListener, ReviewMarks, StatusLinkIssuer } from './domain/intake-review';
import type { EarlierApplications } from './domain/earlier-applications';
import type { IntakeReplies } from './domain/intake-replies';
import type { IntakeRefusals } from './domain/intake-refusals';
import { submissionUseCases } from './submission-module';
/** The server's intake around SubmitApplication: the limits, the review mark, the arrival. */
export const intakePorts = {
  intakeLedger: token<IntakeLedger>('IntakeLedger'),
  addressKeys: token<AddressKeys>('AddressKeys'),
  reviewMarks: token<ReviewMarks>('ReviewMarks'),
  arrivalListener: token<ArrivalListener>('ArrivalListener'),
  earlierApplications: token<EarlierApplications>('EarlierApplications'),
  /** Written by the ApplicationRepository, with each application stored under a key. */
  intakeReplies: token<IntakeReplies>('IntakeReplies'),
  intakeLimits: token<IntakeLimits>('IntakeLimits'),
  /** What the limits refused, by the hour: Estado's measurement reads it (health). */
  intakeRefusals: token<IntakeRefusals>('IntakeRefusals'),
  /** The applicant's status link (src/applicant-status); undefined: answers carry none. */
  statusLinkIssuer: token<StatusLinkIssuer | undefined>('StatusLinkIssuer'),
};

export const intakeUseCases = {
  receiveApplication: declareUseCase(
    'ReceiveApplication',
    [
      submissionUseCases.submitApplication.token,
      intakePorts.intakeLedger,
      intakePorts.addressKeys,
      intakePorts.reviewMarks,
      intakePorts.arrivalListener,
      intakePorts.earlierApplications,
      intakePorts.intakeReplies,
      kernelPorts.clock,
      intakePorts.intakeLimits,
      intakePorts.intakeRefusals,
      intakePorts.statusLinkIssuer,
    ],
    (submit, ledger, keys, marks, arrivals, earlier, replies, clock, limits, refusals, links) =>
      new ReceiveApplication(
        {
          submit,
          ledger,
          keys,
          marks,
          arrivals,
          earlier,
          replies,
          refusals,
          clock,
          ...(links ? { statusLinks: links } : {}),
        },
        limits,
      ),
  ),
};

export type IntakeUseCases = UseCasesOf<typeof intakeUseCases>;

/** Loaded with submissionModule, on the server only. */
export const intakeModule = (adapters: AdaptersFor<typeof intakePorts>) =>
  moduleBindings(intakePorts, adapters, intakeUseCases);
