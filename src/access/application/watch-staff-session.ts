import type { Listener, Unsubscribe } from '../../shared/domain/listener';
import type { StaffAuthenticator, StaffDirectory } from '../domain/staff-access';
import type { StaffMember } from '../domain/staff-member';

/** Why a session ended without the person signing out. */
export type SessionEnd = 'revoked' | 'access-check-failed';

/** Who is using the inbox: a member of the allowlist, or nobody (and why, if they were put out). */
export type StaffSession = { member: StaffMember } | { member: null; ended: SessionEnd | null };

/**
 * The signed-in member, kept up to date. Someone signed in but not on the allowlist is signed out
 * at once; a member taken off the list while signed in loses the inbox at once and is told why.
 * A failed access check signs out too: the inbox is never shown to someone it cannot vouch for.
 */
export class WatchStaffSession {
  constructor(
    private readonly authenticator: StaffAuthenticator,
    private readonly directory: StaffDirectory,
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
      const stop = this.directory.watchRole(user.uid, {
        next: (role) => {
          if (mine !== generation) return;
          if (role === null) return putOut(wasMember ? 'revoked' : null);
          wasMember = true;
          listener.next({ member: { uid: user.uid, email: user.email, role } });
        },
        error: () => mine === generation && putOut('access-check-failed'),
      });
      // The role may have answered (and signed the user out) before watchRole returned.
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
