/**
 * Port for waiting: resolves at `moment` (a test's fake resolves when the test says), so that
 * what is held back for a while is held through the clock's time, never a test's guess of it.
 */
export type WaitUntil = (moment: Date) => Promise<void>;
