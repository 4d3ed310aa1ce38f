import type { Listener, Unsubscribe } from '../../shared/domain/listener';
import { sessionHasAccess } from '../domain/session-policy';
import type { PasskeyHolders, StaffAuthenticator, StaffDirectory } from '../domain/staff-access';
import type { StaffMember } from '../domain/staff-member';

/**
 * Why a session ended without the person signing out: taken off the allowlist; access changed
 * after the session began (made an admin, given access back, keys taken away), which the rules
 * no longer honour, so a new sign-in is needed; or the check itself failed.
 */
export type SessionEnd = 'revoked' | 'access-changed' | 'access-check-failed';

/** What a member signed in with their password alone does next: add a passkey, or use one. */
export type PasskeyStep = 'enroll' | 'verify';

/**
 * Who is using the inbox: a member of the allowlist whose session a passkey opened; a member
 * whose password opened it, who must add or use a passkey first (no inbox: the rules would
 * refuse it anyway); or nobody (and why, if they were put out).
 */
export type StaffSession =
  | { member: StaffMember }
  | { member: null; ended: SessionEnd | null }
  | { member: null; ended: null; passkeyNeeded: { member: StaffMember; step: PasskeyStep } };

/**
 * The signed-in member, kept up to date. Someone signed in but not on the allowlist is signed out
 * at once; a member taken off the list while signed in loses the inbox at once and is told why.
 * A failed access check signs out too: the inbox is never shown to someone it cannot vouch for.
 * A member's password alone opens no inbox: they are asked for their passkey, or to add their
 * first one, until the server's passkey session replaces the password's. A session from before
 * the member's access last changed is signed out and told to sign in again: the rules refuse it.
 */
export class WatchStaffSession {
  constructor(
    private readonly authenticator: StaffAuthenticator,
    private readonly directory: StaffDirectory,
    private readonly holders: PasskeyHolders,
  ) {}

  watch(listener: Listener<StaffSession>): Unsubscribe {
    let stopRole: Unsubscribe | undefined;
    let generation = 0;
    // Kept until someone signs in again: the provider reports the sign-out after we ask for it.
    let ended: SessionEnd | null = null;
    const putOut = (reason: SessionEnd | null) => {
      ended = reason;
      listener.next({ member: null, ended });
      void this.authenticator.signOut();
    };
    const stopUser = this.authenticator.onUserChanged((user) => {
      const mine = ++generation;
      stopRole?.();
      stopRole = undefined;
      if (user === null) return listener.next({ member: null, ended });
      ended = null;
      let wasMember = false;
      // Each role seen asks again whether the member has keys; only the last question answers.
      let asked = 0;
      const stop = this.directory.watchEntry(user.uid, {
        next: (entry) => {
          if (mine !== generation) return;
          if (entry === null) return putOut(wasMember ? 'revoked' : null);
          const { role, accessSince } = entry;
          // An entry that does not say when access began, or a token whose time cannot be read:
          // left to the rules (they grant nothing then), as signing in again would not help.
          const began = user.sessionBeganSeconds;
          if (began !== null && accessSince !== null && !sessionHasAccess(began, accessSince))
            return putOut('access-changed');
          wasMember = true;
          const member: StaffMember = { uid: user.uid, email: user.email, role };
          if (user.passkey) return listener.next({ member });
          const question = ++asked;
          const current = () => mine === generation && question === asked;
          this.holders.hasPasskey(user.uid).then(
            (has) => {
              if (!current()) return;
              const step = has ? 'verify' : 'enroll';
              listener.next({ member: null, ended: null, passkeyNeeded: { member, step } });
            },
            () => current() && putOut('access-check-failed'),
          );
        },
        error: () => mine === generation && putOut('access-check-failed'),
      });
      // The entry may have answered (and signed the user out) before watchEntry returned.
      if (mine === generation) stopRole = stop;
      else stop();
    });
    return () => {
      generation += 1;
      stopRole?.();
      stopUser();
    };
  }
}
