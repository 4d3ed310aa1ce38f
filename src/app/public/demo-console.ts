import type { Container } from 'inversify';
import { InMemoryApplicationRepository } from '../../infrastructure/in-memory-application-repository';
import { resolve, TOKENS } from './tokens';

/**
 * Demo mode only: lets a developer look at what was saved, on request. Nothing is logged
 * by itself, so typed personal data never lands in the console unasked.
 */
export function exposeDemoConsole(container: () => Promise<Container>, target: Record<string, unknown> = globalThis): void {
  target.primerPasoDemo = {
    solicitudes: async () => {
      const repository = resolve(await container(), TOKENS.applicationRepository);
      if (repository instanceof InMemoryApplicationRepository) console.table(repository.savedApplications());
    },
  };
  console.info('primer-paso en modo demostración: escribe primerPasoDemo.solicitudes() para ver lo guardado.');
}
