import 'reflect-metadata';
import { Container } from 'inversify';
import { SubmitApplication } from '../../application/public/submit-application';
import type { ApplicationRepository } from '../../domain/application-repository';
import type { Clock } from '../../domain/clock';
import type { RandomSource } from '../../domain/random-source';
import { CryptoRandomSource } from '../../infrastructure/crypto-random-source';
import { InMemoryApplicationRepository } from '../../infrastructure/in-memory-application-repository';
import { LazyApplicationRepository } from '../../infrastructure/lazy-application-repository';
import { SystemClock } from '../../infrastructure/system-clock';
import type { AppConfig } from '../shared/app-config';
import { TOKENS } from './tokens';

/** Lets the demo feel like a real backend without slowing tests, which pass their own repository. */
const DEMO_LATENCY_MS = 400;

export interface ContainerOverrides {
  repository?: ApplicationRepository;
  random?: RandomSource;
  clock?: Clock;
}

/** The composition root: the only module that knows which adapters exist. */
export function createContainer(config: AppConfig, overrides: ContainerOverrides = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container
    .bind(TOKENS.applicationRepository)
    .toConstantValue(overrides.repository ?? createRepository(config));
  container.bind(TOKENS.randomSource).toConstantValue(overrides.random ?? new CryptoRandomSource());
  container.bind(TOKENS.clock).toConstantValue(overrides.clock ?? new SystemClock());
  container
    .bind(TOKENS.submitApplication)
    .toResolvedValue(
      (repository: ApplicationRepository, random: RandomSource, clock: Clock) =>
        new SubmitApplication(repository, random, clock),
      [TOKENS.applicationRepository, TOKENS.randomSource, TOKENS.clock],
    );

  return container;
}

function createRepository(config: AppConfig): ApplicationRepository {
  switch (config.storage) {
    case 'memory':
      return new InMemoryApplicationRepository({ latencyMs: DEMO_LATENCY_MS });
    case 'firestore': {
      const { firebase } = config;
      // A separate chunk: never in the first page load, never in demo mode.
      return new LazyApplicationRepository(() => import('./load-firestore-repository').then((module) => module.loadFirestoreRepository(firebase)));
    }
  }
}
