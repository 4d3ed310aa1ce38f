import { setupServer } from 'msw/node';

const server = setupServer();
let attempts: string[] = [];

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
  /** Hands over (and forgets) what was attempted: for the tripwire's own test. */
  takeAttempts(): string[] {
    const taken = attempts;
    attempts = [];
    return taken;
  },
  assertUntouched() {
    const taken = this.takeAttempts();
    if (taken.length > 0) throw new Error(`A unit test reached the network: ${taken.join(', ')}`);
  },
  disarm() {
    server.close();
  },
};
