/**
 * Staff share office computers: a session left open ends by itself after this long without a
 * key press, click or scroll, so the next person at the desk does not find the inbox open.
 */
export const IDLE_SIGN_OUT_AFTER_MS = 30 * 60_000;
