import type { Application } from '../../applications/domain/stored-application';

/**
 * Demo mode only: lets a developer look at what was saved, on request. Nothing is logged
 * by itself, so typed personal data never lands in the console unasked.
 */
export function exposeDemoConsole(
  savedApplications: () => Promise<Application[]>,
  target: Record<string, unknown> = globalThis,
): void {
  target.primerPasoDemo = {
    solicitudes: async () => console.table(await savedApplications()),
  };
  console.info(
    'primer-paso en modo demostración: escribe primerPasoDemo.solicitudes() para ver lo guardado.',
  );
}
