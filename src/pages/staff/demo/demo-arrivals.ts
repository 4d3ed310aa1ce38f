import type { Clock } from '../../../shared/domain/clock';
import { DEMO_INBOX_SIZE, demoApplication } from './demo-inbox-data';
import type { InMemoryApplicationInbox } from '../../../inbox/adapters/memory/in-memory-application-inbox';

/** Often enough to see one arrive while trying the demo, rarely enough not to get in the way. */
export const DEMO_ARRIVAL_INTERVAL_MS = 2 * 60_000;

/**
 * Demo mode only: a fictitious applicant sends the public form now and then, so an open inbox
 * shows how a new application arrives. The same applicants in the same order on every run.
 * Returns a function that stops the arrivals.
 */
export function startDemoArrivals(
  inbox: InMemoryApplicationInbox,
  clock: Clock,
  intervalMs = DEMO_ARRIVAL_INTERVAL_MS,
): () => void {
  let next = DEMO_INBOX_SIZE;
  const timer = setInterval(() => inbox.receive(demoApplication(next++, clock.now())), intervalMs);
  return () => clearInterval(timer);
}
