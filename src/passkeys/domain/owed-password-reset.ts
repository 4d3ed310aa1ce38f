/**
 * What a member is owed when someone else's take-away (an admin's, for a lost phone) leaves them
 * no key: their sessions ended, a password nobody knows in place of theirs (whoever has the phone
 * may know it) and an e-mail with a link to choose a new one. Else, from a password session, the
 * old password could add a key of its own. The store writes it in the take-away's own write, so
 * a crash after that write loses nothing: whichever comes first pays it (the take-away, its
 * repeat, the member's next enrollment), then the store forgets it.
 */
export interface OwedPasswordReset {
  memberUid: string;
  memberEmail: string;
  /** The last key that take-away took: names its e-mail, so it is queued once however paid. */
  lastKeyId: string;
}

/**
 * An owed reset as a step finds it: `mine` when this step holds it now and pays it; else another
 * step is paying it (held for OWED_RESET_HOLD_MS; one that died lets it go then), and this one
 * waits for nothing but adds no key meanwhile. Two steps at once reset the password once.
 */
export interface OwedResetClaim {
  owed: OwedPasswordReset;
  mine: boolean;
}

/**
 * How long a step holds an owed reset to pay it: well beyond the few seconds paying takes, and
 * short, since a step that died holds it that long (no key is added meanwhile all the same).
 */
export const OWED_RESET_HOLD_MS = 20_000;

/** Whether a take-away owes its member a new password: someone else's, leaving them no key. */
export const owesPasswordReset = (
  removal: { endSessions: boolean },
  taken: number,
  left: number,
): boolean => removal.endSessions && taken > 0 && left === 0;

/** The outbox id of the e-mail an owed reset sends: the id of what was taken, never the time. */
export const keysTakenAwayMailId = (owed: OwedPasswordReset): string =>
  `equipo-llaves-quitadas-${owed.memberUid}-${owed.lastKeyId}`;
