import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { AdmitApplication } from './application/admit-application';
import { FollowUpApplication } from './application/follow-up-application';
import { ReceiveApplication } from './application/receive-application';
import { StoreApplication } from './application/store-application';
import type { IntakeLimits } from './domain/intake-limits';
import type { AddressKeys, IntakeLedger } from './domain/address-quota';
import type { ArrivalListener, ReviewMarks, StatusLinkIssuer } from './domain/intake-review';
import type { EarlierApplications } from '../applications/domain/earlier-applications';
import type { IntakeReplies } from './domain/intake-replies';
import type { IntakeRefusals } from './domain/intake-refusals';
import type { WaitUntil } from '../shared/domain/wait-until';
import { submissionPorts } from './submission-module';

/**
 * The server's intake: admitted (the limits), stored (submission's ports, as the page's use case
 * stores), followed up (the review mark, the status link, the arrival).
 */
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
  /** What holds a trapped bot's answer for a stored one's time (a timer; a test's fake). */
  intakeWait: token<WaitUntil>('IntakeWait'),
};

export const intakeUseCases = {
  receiveApplication: declareUseCase(
    'ReceiveApplication',
    [
      intakePorts.intakeLedger,
      intakePorts.addressKeys,
      intakePorts.intakeReplies,
      intakePorts.intakeRefusals,
      intakePorts.earlierApplications,
      intakePorts.intakeLimits,
      submissionPorts.applicationRepository,
      kernelPorts.randomSource,
      submissionPorts.takenNumbers,
      intakePorts.reviewMarks,
      intakePorts.arrivalListener,
      intakePorts.statusLinkIssuer,
      kernelPorts.clock,
      intakePorts.intakeWait,
    ],
    (
      ledger,
      keys,
      replies,
      refusals,
      earlier,
      limits,
      repository,
      random,
      takenNumbers,
      marks,
      arrivals,
      links,
      clock,
      waitUntil,
    ) =>
      new ReceiveApplication(
        {
          admit: new AdmitApplication({ ledger, keys, replies, refusals, earlier, clock }, limits),
          store: new StoreApplication(repository, random, clock, takenNumbers),
          followUp: new FollowUpApplication({
            marks,
            arrivals,
            keys,
            clock,
            ...(links ? { statusLinks: links } : {}),
          }),
        },
        { clock, random, waitUntil },
      ),
  ),
};

export type IntakeUseCases = UseCasesOf<typeof intakeUseCases>;

/** Loaded with submissionModule, on the server only. */
export const intakeModule = (adapters: AdaptersFor<typeof intakePorts>) =>
  moduleBindings(intakePorts, adapters, intakeUseCases);
