import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { networkTripwire } from '../support/network-tripwire';

// findBy… and waitFor wait for what the person would see, until this long: Testing Library's 1 s is
// a guess that a busy machine's render can outlast.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => networkTripwire.arm());
afterEach(() => {
  cleanup();
  networkTripwire.assertUntouched();
});
afterAll(() => networkTripwire.disarm());
