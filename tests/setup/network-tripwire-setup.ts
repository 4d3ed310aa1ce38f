import { afterAll, afterEach, beforeAll } from 'vitest';
import { networkTripwire } from '../support/network-tripwire';

// Nothing in the unit and ui projects reaches a network: a test that tries fails, even when the
// code under test swallowed the error.
beforeAll(() => networkTripwire.arm());
afterEach(() => networkTripwire.assertUntouched());
afterAll(() => networkTripwire.disarm());
