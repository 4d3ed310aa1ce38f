import { createHash } from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  STAFF_ACCESS_SINCE_FIELD,
  STAFF_COLLECTION,
  STAFF_NOTICES_FIELD,
} from '../../../access/adapters/access-collections';
import { TEAM_COLLECTION } from '../team-collections';
import {
  DEFAULT_NOTICE_PREFERENCE,
  isNoticePreference,
  type NoticePreference,
} from '../../../access/domain/notice-preference';
import { isStaffRole, type StaffRole } from '../../../access/domain/staff-member';
import { leavesNoAdmin, type TeamAccounts, type TeamEntry } from '../../domain/team-accounts';
import { TeamChangeRefusedError } from '../../domain/team-errors';
import type { TeamMember } from '../../domain/team-member';
import { runRetriedTransaction } from '../../../shared/adapters/server/retried-transaction';

const isNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
const isTaken = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/email-already-exists' || code === 'auth/uid-already-exists';
};

/**
 * The uid the server gives the account it makes for an address: always the same for the same
 * address, so a retried or doubled invitation finds its own account, and never one a sign-up can
 * have (Auth draws those at random).
 */
const teamUidFor = (email: string) =>
  createHash('sha256').update(`primer-paso/equipo/${email}`).digest('base64url').slice(0, 28);

/**
 * Whether writing `role` on this allowlist entry gives access it did not have: no entry (joining,
 * access given back), an admin's role where there was none, or an entry that never said when its
 * access began (written by hand: it granted nothing until now).
 */
function accessRaised(current: DocumentSnapshot, role: StaffRole): boolean {
  const before: unknown = current.get('role');
  if (!current.exists || !isStaffRole(before)) return true;
  if (!(current.get(STAFF_ACCESS_SINCE_FIELD) instanceof Timestamp)) return true;
  return role === 'admin' && before !== 'admin';
}

/**
 * The team over the Admin SDK: sign-in accounts in Firebase Auth, the allowlist in Staff/{uid}
 * (role, notices), and Team/{uid} (e-mail, role, whether active, the invitation) so a member
 * whose entry was removed is still listed. An entry written in the console before Equipo has no
 * Team document: its e-mail is Auth's. Bounded reads: one limited query of each collection.
 */
export class AdminTeamAccounts implements TeamAccounts {
  constructor(
    private readonly db: Firestore,
    private readonly auth: Auth,
  ) {}

  async list(limit: number): Promise<TeamMember[]> {
    const [staff, team] = await Promise.all([
      this.db.collection(STAFF_COLLECTION).limit(limit).get(),
      this.db.collection(TEAM_COLLECTION).limit(limit).get(),
    ]);
    const staffOf = new Map(staff.docs.map((entry) => [entry.id, entry]));
    const teamOf = new Map(team.docs.map((entry) => [entry.id, entry]));
    const uids = [...new Set([...staffOf.keys(), ...teamOf.keys()])];
    const users = new Map<string, UserRecord>();
    for (let start = 0; start < uids.length; start += 100) {
      const found = await this.auth.getUsers(
        uids.slice(start, start + 100).map((uid) => ({ uid })),
      );
      for (const user of found.users) users.set(user.uid, user);
    }
    return uids
      .flatMap((uid) => {
        const member = this.memberFrom(uid, staffOf.get(uid), teamOf.get(uid), users.get(uid));
        return member ? [member] : [];
      })
      .sort((a, b) => a.email.localeCompare(b.email))
      .slice(0, limit);
  }

  async memberOf(uid: string): Promise<TeamMember | null> {
    const [staff, team, user] = await Promise.all([
      this.db.collection(STAFF_COLLECTION).doc(uid).get(),
      this.db.collection(TEAM_COLLECTION).doc(uid).get(),
      this.auth.getUser(uid).catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      }),
    ]);
    return this.memberFrom(uid, staff, team, user);
  }

  async memberByEmail(email: string): Promise<(TeamMember & { invitation?: string }) | null> {
    let user: UserRecord;
    try {
      user = await this.auth.getUserByEmail(email);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    const member = await this.memberOf(user.uid);
    if (!member) return null;
    const team = await this.db.collection(TEAM_COLLECTION).doc(user.uid).get();
    const invitation: unknown = team.get('invitation');
    return typeof invitation === 'string' ? { ...member, invitation } : member;
  }

  async accountFor(email: string): Promise<{ uid: string; created: boolean }> {
    const uid = teamUidFor(email);
    if (await this.created(uid, email)) return { uid, created: true };
    // Auth keeps one account per e-mail: a second call, or a race, finds the first's.
    const found = await this.auth.getUserByEmail(email);
    if (found.uid === uid || (await this.isOnTeam(found.uid)))
      return { uid: found.uid, created: false };
    // Anyone could have made this one (self sign-up, before it was closed): a stranger under the
    // address the office invites. Adopting it kept the stranger's ID token, good for up to an hour.
    // Refusing would send the admin to the Firebase console, which an office does not have at
    // hand, to delete an account that holds nothing (it is on no list). So it goes, and the member
    // gets a new account under a new uid: an old token names a uid on no list, and its owner,
    // whoever it was, sets a password only through the invitation's e-mail.
    await this.auth.deleteUser(found.uid).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    });
    return { uid, created: await this.created(uid, email) };
  }

  /** Makes the account; false when Auth already has one with this uid or e-mail. */
  private async created(uid: string, email: string): Promise<boolean> {
    try {
      await this.auth.createUser({ uid, email, emailVerified: false });
      return true;
    } catch (error) {
      if (isTaken(error)) return false;
      throw error;
    }
  }

  private async isOnTeam(uid: string): Promise<boolean> {
    const [staff, team] = await Promise.all([
      this.db.collection(STAFF_COLLECTION).doc(uid).get(),
      this.db.collection(TEAM_COLLECTION).doc(uid).get(),
    ]);
    return staff.exists || team.exists;
  }

  async save(entry: TeamEntry): Promise<void> {
    const { uid, email, role, active } = entry;
    const staffEntries = this.db.collection(STAFF_COLLECTION);
    // The allowlist's admins read in the write's own transaction: two admins demoting each other
    // at once contend on the same documents, and the one retried sees it would leave none.
    await runRetriedTransaction(this.db, async (transaction) => {
      const [admins, current] = await Promise.all([
        transaction.get(staffEntries.where('role', '==', 'admin').limit(2)),
        transaction.get(staffEntries.doc(uid)),
      ]);
      const adminEntries = admins.docs.map((doc) => ({
        uid: doc.id,
        role: 'admin' as const,
        active: true,
      }));
      if (leavesNoAdmin(entry, adminEntries)) throw new TeamChangeRefusedError('last-admin');
      transaction.set(
        this.db.collection(TEAM_COLLECTION).doc(uid),
        { email, role, active, ...(entry.invitation ? { invitation: entry.invitation } : {}) },
        { merge: true },
      );
      if (active)
        transaction.set(
          staffEntries.doc(uid),
          // Sessions from before a raise of access grant nothing (firestore.rules): joining, access
          // given back, made an admin. A clerk made so, or an admin made a clerk, keeps theirs.
          accessRaised(current, role)
            ? { role, [STAFF_ACCESS_SINCE_FIELD]: FieldValue.serverTimestamp() }
            : { role },
          { merge: true },
        );
      else transaction.delete(staffEntries.doc(uid));
    });
    if (active) {
      await this.auth.updateUser(uid, { disabled: false });
    } else {
      await this.auth.updateUser(uid, { disabled: true });
      await this.auth.revokeRefreshTokens(uid);
    }
  }

  async chooseNotices(uid: string, notices: NoticePreference): Promise<void> {
    await this.db
      .collection(STAFF_COLLECTION)
      .doc(uid)
      .update({ [STAFF_NOTICES_FIELD]: notices });
  }

  passwordLinkFor(email: string): Promise<string> {
    return this.auth.generatePasswordResetLink(email);
  }

  private memberFrom(
    uid: string,
    staff: DocumentSnapshot | undefined,
    team: DocumentSnapshot | undefined,
    user: UserRecord | undefined,
  ): TeamMember | null {
    const active = staff?.exists === true && isStaffRole(staff.get('role'));
    const role: unknown = active ? staff.get('role') : team?.get('role');
    const email: unknown = user?.email ?? team?.get('email');
    if (!isStaffRole(role) || typeof email !== 'string') return null;
    const notices: unknown = staff?.get(STAFF_NOTICES_FIELD);
    // An account the server made has never signed in, but the Auth emulator stamps its creation
    // as a sign-in too (real Auth leaves it unset): a sign-in in the second it was made is none.
    const { creationTime, lastSignInTime } = user?.metadata ?? {};
    const lastSignIn = lastSignInTime === creationTime ? undefined : lastSignInTime;
    return {
      uid,
      email,
      role: role satisfies StaffRole,
      notices: isNoticePreference(notices) ? notices : DEFAULT_NOTICE_PREFERENCE,
      lastSignInAt: lastSignIn ? new Date(lastSignIn) : null,
      active,
    };
  }
}
