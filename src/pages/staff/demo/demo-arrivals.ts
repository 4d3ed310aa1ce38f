import type { Clock } from '../../../shared/domain/clock';
import type { Application } from '../../../applications/domain/stored-application';
import { DEMO_INBOX_SIZE, demoApplication } from './demo-inbox-data';
import type { InMemoryApplicationInbox } from '../../../applications/adapters/memory/in-memory-application-inbox';

/** Often enough to see one arrive while trying the demo, rarely enough not to get in the way. */
export const DEMO_ARRIVAL_INTERVAL_MS = 2 * 60_000;

/**
 * Demo mode only: a fictitious applicant sends the public form now and then, so an open inbox
 * shows how a new application arrives. The same applicants in the same order on every run; one
 * whose number an application from the public page already holds is passed over. `arrived` hears
 * of each (demo-sharing.ts tells the public page its number). Returns a function that stops them.
 */
export function startDemoArrivals(
  inbox: InMemoryApplicationInbox,
  clock: Clock,
  intervalMs = DEMO_ARRIVAL_INTERVAL_MS,
  arrived: (application: Application) => void = () => undefined,
): () => void {
  let next = DEMO_INBOX_SIZE;
  const timer = setInterval(() => {
    let application = demoApplication(next++, clock.now());
    while (inbox.store.isTaken(application.id)) application = demoApplication(next++, clock.now());
    inbox.receive(application);
    arrived(application);
  }, intervalMs);
  return () => clearInterval(timer);
}
