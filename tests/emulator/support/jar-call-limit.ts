/**
 * The time limit the staff adapters get in the tests on the jar. In production a call that takes
 * longer than STAFF_REQUEST_TIMEOUT_MS (8 s) is reported as no connection; these tests test what
 * the adapters store and read, and on a machine with both cores busy (and more waiting) the jar
 * has taken longer than 25 s to answer one history read. This is a hang's limit, not what a test
 * waits for: the limit itself is tested apart (staff-adapters-offline.test.ts). Under the emulator
 * tests' own time limit (vite.config.ts), so a call that hangs still fails as the page would.
 */
export const JAR_CALL_LIMIT_MS = 60_000;
