import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token, type AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { ReadSystemHealth } from './application/read-system-health';
import { RecordHeartbeat } from './application/record-heartbeat';
import { RefreshHealthView } from './application/refresh-health-view';
import type {
  HealthCounts,
  HealthReadings,
  HealthStore,
  RefusalCounts,
  SignInSetupChecks,
} from './domain/health-ports';

/** Estado, for the staff page: the server's heartbeats and last measurement, read by admins. */
export const healthPorts = { healthReadings: token<HealthReadings>('HealthReadings') };

export const healthUseCases = {
  readSystemHealth: declareUseCase(
    'ReadSystemHealth',
    [healthPorts.healthReadings, kernelPorts.clock],
    ReadSystemHealth,
  ),
};

export type HealthUseCases = UseCasesOf<typeof healthUseCases>;

export const healthModule = (adapters: AdaptersFor<typeof healthPorts>) =>
  moduleBindings(healthPorts, adapters, healthUseCases);

/** The server's side: each scheduled job's heartbeat, and the measurement Estado reads. */
export const healthServerPorts = {
  healthStore: token<HealthStore>('HealthStore'),
  healthCounts: token<HealthCounts>('HealthCounts'),
  /** The intake's refusals by the hour (submission's IntakeRefusals, read only). */
  intakeRefusals: token<RefusalCounts>('HealthIntakeRefusals'),
  /** What staff's sign-in needs of the deployment: the passkey's session signed, sign-up closed. */
  signInSetup: token<SignInSetupChecks>('HealthSignInSetup'),
};

export const healthServerUseCases = {
  recordHeartbeat: declareUseCase(
    'RecordHeartbeat',
    [healthServerPorts.healthStore, kernelPorts.clock],
    RecordHeartbeat,
  ),
  refreshHealthView: declareUseCase(
    'RefreshHealthView',
    [
      healthServerPorts.healthStore,
      healthServerPorts.healthCounts,
      healthServerPorts.intakeRefusals,
      healthServerPorts.signInSetup,
      kernelPorts.clock,
    ],
    RefreshHealthView,
  ),
};

export type HealthServerUseCases = UseCasesOf<typeof healthServerUseCases>;

export const healthServerModule = (adapters: AdaptersFor<typeof healthServerPorts>) =>
  moduleBindings(healthServerPorts, adapters, healthServerUseCases);
