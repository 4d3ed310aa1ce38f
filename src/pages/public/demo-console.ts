import { InMemoryApplicationRepository } from '../../submission/adapters/in-memory-application-repository';
import type { ApplicationRepository } from '../../submission/domain/application-repository';

/**
 * Demo mode only: lets a developer look at what was saved, on request. Nothing is logged
 * by itself, so typed personal data never lands in the console unasked.
 */
export function exposeDemoConsole(
  repository: () => Promise<ApplicationRepository>,
  target: Record<string, unknown> = globalThis,
): void {
  target.primerPasoDemo = {
    solicitudes: async () => {
      const store = await repository();
      if (store instanceof InMemoryApplicationRepository) console.table(store.savedApplications());
    },
  };
  console.info(
    'primer-paso en modo demostración: escribe primerPasoDemo.solicitudes() para ver lo guardado.',
  );
}
