import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

const server = setupServer();
let attempts: string[] = [];
let seen: Request[] = [];
server.events.on('request:start', ({ request }) => void seen.push(request.clone()));

/**
 * Unit and component tests run fully in memory. Any request that reaches the network is
 * recorded here and fails the test that made it, even when the code under test swallowed
 * the resulting error.
 */
export const networkTripwire = {
  arm() {
    server.listen({
      onUnhandledRequest(request) {
        attempts.push(`${request.method} ${request.url}`);
      },
    });
  },
  /**
   * Lets this test's requests that `handlers` match be answered by them (msw): a real HTTP client
   * against HTTP-level answers and faults. Anything else still trips; the handlers go after the
   * test (assertUntouched).
   */
  answer(...handlers: RequestHandler[]) {
    server.use(...handlers);
  },
  /** Every request made in this test so far, answered or not, as it was sent. */
  requestsSeen(): Request[] {
    return [...seen];
  },
  /** Hands over (and forgets) what was attempted: for the tripwire's own test. */
  takeAttempts(): string[] {
    const taken = attempts;
    attempts = [];
    return taken;
  },
  assertUntouched() {
    server.resetHandlers();
    seen = [];
    const taken = this.takeAttempts();
    if (taken.length > 0) throw new Error(`A unit test reached the network: ${taken.join(', ')}`);
  },
  disarm() {
    server.close();
  },
};
