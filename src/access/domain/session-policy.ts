/**
 * Staff share office computers: a session left open ends by itself after this long without a
 * key press, click or scroll, so the next person at the desk does not find the inbox open.
 */
export const IDLE_SIGN_OUT_AFTER_MS = 30 * 60_000;

/**
 * Whether a session grants the access its member has now: only if it began at or after that
 * access was given (Staff/{uid}.accessSince, stamped by the server when someone joins, gets access
 * back or is made an admin). An ID token lives up to an hour whatever happens to its account, so
 * a session from before (a stranger's, under an address the office then invited; a removed
 * member's, from before the removal) must not borrow access given later. An entry that does not
 * say when access began grants nothing. firestore.rules isMember() and isAdmin() say the same in
 * their own language. Auth gives a session's start (auth_time) in whole seconds, rounded down, so
 * the comparison is in whole seconds too: a member who signs in the very second they were let in
 * (a seed script, a quick test) is let in, and a session from any earlier second is not.
 */
export function sessionHasAccess(sessionBeganSeconds: number, accessSince: Date | null): boolean {
  return accessSince !== null && (sessionBeganSeconds + 1) * 1000 > accessSince.getTime();
}

/**
 * The custom token's claim that says a passkey opened the session: the passkeys function mints
 * it after verifying one (src/passkeys), the staff page reads it from the ID token, and
 * firestore.rules require it (`request.auth.token.passkey == true`) of every member.
 */
export const PASSKEY_CLAIM = 'passkey';
