import type { Listener, Unsubscribe } from '../../shared/domain/listener';
import type { PasskeyHolders, StaffAuthenticator, StaffDirectory } from '../domain/staff-access';
import type { StaffMember } from '../domain/staff-member';

/** Why a session ended without the person signing out. */
export type SessionEnd = 'revoked' | 'access-check-failed';

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
 * first one, until the server's passkey session replaces the password's.
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
      const stop = this.directory.watchRole(user.uid, {
        next: (role) => {
          if (mine !== generation) return;
          if (role === null) return putOut(wasMember ? 'revoked' : null);
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
