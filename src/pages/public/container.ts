import 'reflect-metadata';
import { Container } from 'inversify';
import { CryptoRandomSource } from '../../shared/adapters/crypto-random-source';
import { SystemClock } from '../../shared/adapters/system-clock';
import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import { resolveToken, resolveUseCases } from '../../shared/wiring/container-module';
import { kernelModule } from '../../shared/wiring/kernel-module';
import { InMemoryApplicationRepository } from '../../submission/adapters/in-memory-application-repository';
import { LazyApplicationRepository } from '../../submission/adapters/lazy-application-repository';
import type { ApplicationRepository } from '../../submission/domain/application-repository';
import {
  submissionModule,
  submissionPorts,
  submissionUseCases,
  type SubmissionUseCases,
} from '../../submission/submission-module';
import type { AppConfig } from '../shared/app-config';

/**
 * Lets the demo feel like a real backend without slowing tests, which pass their own repository.
 */
const DEMO_LATENCY_MS = 400;

export interface ContainerOverrides {
  repository?: ApplicationRepository;
  random?: RandomSource;
  clock?: Clock;
}

/** The public page's composition root: the only module that knows which adapters exist. */
export function createContainer(config: AppConfig, overrides: ContainerOverrides = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({
      randomSource: overrides.random ?? new CryptoRandomSource(),
      clock: overrides.clock ?? new SystemClock(),
    }),
    submissionModule({ applicationRepository: overrides.repository ?? createRepository(config) }),
  );
  return container;
}

export const resolvePublicUseCases = (container: Container): SubmissionUseCases =>
  resolveUseCases(container, submissionUseCases);

/**
 * What the page's entry needs once this chunk has loaded: the use case, and for the demo console
 * the store.
 */
export function composePublicPage(config: AppConfig) {
  const container = createContainer(config);
  return {
    submitApplication: resolvePublicUseCases(container).submitApplication,
    repository: resolveToken(container, submissionPorts.applicationRepository),
  };
}

function createRepository(config: AppConfig): ApplicationRepository {
  switch (config.storage) {
    case 'memory':
      return new InMemoryApplicationRepository({ latencyMs: DEMO_LATENCY_MS });
    case 'firestore': {
      const { firebase } = config;
      // A separate chunk: never in the first page load, never in demo mode.
      return new LazyApplicationRepository(() =>
        import('./load-firestore-repository').then((module) =>
          module.loadFirestoreRepository(firebase),
        ),
      );
    }
  }
}
