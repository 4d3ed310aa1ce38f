import 'reflect-metadata';
import { Container } from 'inversify';
import { CryptoRandomSource } from '../../shared/adapters/crypto-random-source';
import { SystemClock } from '../../shared/adapters/system-clock';
import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { kernelModule } from '../../shared/wiring/kernel-module';
import { InMemoryApplicationRepository } from '../../submission/adapters/in-memory-application-repository';
import type { ApplicationRepository } from '../../submission/domain/application-repository';
import {
  submissionModule,
  submissionUseCases,
  type SubmissionUseCases,
} from '../../submission/submission-module';
import type { AppConfig } from '../shared/app-config';
import { InMemoryFormUseCounts } from '../../form-use/adapters/memory/in-memory-form-use-counts';
import { formUseModule, formUseUseCases } from '../../form-use/form-use-module';
import type { SubmitApplicationCommand } from '../../submission/application/submit-application-command';
import { demoInboxSearchPath } from '../shared/demo-numbers';
import { shareSentApplications } from './demo-sharing';

/**
 * Lets the demo feel like a real backend without slowing tests, which pass their own repository.
 */
const DEMO_LATENCY_MS = 400;

export interface ContainerOverrides {
  repository?: ApplicationRepository;
  random?: RandomSource;
  clock?: Clock;
}

/**
 * The public page's composition root in demo mode: the use case runs in the browser over the
 * in-memory store. With a server the page composes remote-intake.ts instead (composition.ts picks).
 */
export function createContainer(config: AppConfig, overrides: ContainerOverrides = {}): Container {
  const repository = overrides.repository ?? createRepository(config);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({
      randomSource: overrides.random ?? new CryptoRandomSource(),
      clock: overrides.clock ?? new SystemClock(),
    }),
    submissionModule({
      applicationRepository: repository,
      // The in-memory store tells which numbers it holds, as the server's Firestore does.
      takenNumbers: repository instanceof InMemoryApplicationRepository ? repository : undefined,
    }),
    // The form's use, counted in the tab's memory by the use case the server runs for a beacon.
    formUseModule({ formUseCounts: new InMemoryFormUseCounts() }),
  );
  return container;
}

export const resolvePublicUseCases = (container: Container): SubmissionUseCases =>
  resolveUseCases(container, submissionUseCases);

/**
 * What the page's entry needs once this chunk has loaded: the use case, and for the demo console
 * what the store holds. What it saves is handed to the demo's inbox in another tab of the browser
 * (demo-sharing.ts), and its receipt says where to find it there, or that this browser cannot.
 */
export function composePublicPage(config: AppConfig) {
  const store = createRepository(config);
  const shared = shareSentApplications(store);
  const container = createContainer(config, { repository: store });
  const submitApplication = resolvePublicUseCases(container).submitApplication;
  return {
    submitApplication: {
      prepare: () => submitApplication.prepare(),
      execute: async (command: SubmitApplicationCommand) => {
        const submitted = await submitApplication.execute(command);
        const demoInbox = shared
          ? { shared: true as const, path: demoInboxSearchPath(submitted.id) }
          : { shared: false as const };
        return { ...submitted, demoInbox };
      },
    },
    countFormUse: resolveUseCases(container, formUseUseCases).countFormUse,
    savedApplications: () => store.savedApplications(),
  };
}

function createRepository(config: AppConfig): InMemoryApplicationRepository {
  if (config.storage !== 'memory')
    throw new Error('With a server the page sends its form to the intake (remote-intake.ts).');
  return new InMemoryApplicationRepository({ latencyMs: DEMO_LATENCY_MS });
}
