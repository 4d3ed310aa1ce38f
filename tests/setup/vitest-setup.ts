import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { networkTripwire } from '../support/network-tripwire';

beforeAll(() => networkTripwire.arm());
afterEach(() => {
  cleanup();
  networkTripwire.assertUntouched();
});
afterAll(() => networkTripwire.disarm());
