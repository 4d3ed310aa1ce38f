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

/** Whether a take-away owes its member a new password: someone else's, leaving them no key. */
export const owesPasswordReset = (
  removal: { endSessions: boolean },
  taken: number,
  left: number,
): boolean => removal.endSessions && taken > 0 && left === 0;

/** The outbox id of the e-mail an owed reset sends: the id of what was taken, never the time. */
export const keysTakenAwayMailId = (owed: OwedPasswordReset): string =>
  `equipo-llaves-quitadas-${owed.memberUid}-${owed.lastKeyId}`;
