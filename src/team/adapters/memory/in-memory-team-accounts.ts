import type { InMemoryStaffAccess } from '../../../access/adapters/memory/in-memory-staff-access';
import type { NoticePreference } from '../../../access/domain/notice-preference';
import { leavesNoAdmin, type TeamAccounts, type TeamEntry } from '../../domain/team-accounts';
import { TeamChangeRefusedError } from '../../domain/team-errors';
import type { TeamMember } from '../../domain/team-member';

/**
 * The team kept in this page's memory, on the same accounts the demo signs in with: taking
 * someone's access away here ends their session there, as on Firebase. What Firestore would keep
 * of a member whose access was taken away is kept beside the accounts.
 */
export class InMemoryTeamAccounts implements TeamAccounts {
  private readonly entries = new Map<string, TeamEntry>();
  private links = 0;
  /** The accounts made here: a retried invitation finds its own, as AdminTeamAccounts' uid does. */
  private readonly made = new Set<string>();

  constructor(private readonly access: InMemoryStaffAccess) {
    for (const account of access.accountsWithRoles())
      this.entries.set(account.uid, { ...account, active: true });
  }

  async list(limit: number): Promise<TeamMember[]> {
    await Promise.resolve();
    return [...this.entries.values()]
      .sort((a, b) => a.email.localeCompare(b.email))
      .slice(0, limit)
      .map((entry) => this.memberFrom(entry));
  }

  async memberOf(uid: string): Promise<TeamMember | null> {
    await Promise.resolve();
    const entry = this.entries.get(uid);
    return entry ? this.memberFrom(entry) : null;
  }

  async memberByEmail(email: string): Promise<(TeamMember & { invitation?: string }) | null> {
    await Promise.resolve();
    const entry = [...this.entries.values()].find((each) => each.email === email);
    return entry ? { ...this.memberFrom(entry), invitation: entry.invitation } : null;
  }

  async accountFor(email: string): Promise<{ uid: string; created: boolean }> {
    await Promise.resolve();
    const existing = this.access.accountByEmail(email);
    if (existing && (this.entries.has(existing.uid) || this.made.has(existing.uid)))
      return { uid: existing.uid, created: false };
    // An account on no list is never adopted (AdminTeamAccounts says why): a new one replaces it.
    if (existing) this.access.deleteAccount(existing.uid);
    const uid = this.access.createAccount(email);
    this.made.add(uid);
    return { uid, created: true };
  }

  async save(entry: TeamEntry): Promise<void> {
    await Promise.resolve();
    // Checked and written with nothing awaited between: one step, as Firestore's transaction.
    if (leavesNoAdmin(entry, [...this.entries.values()]))
      throw new TeamChangeRefusedError('last-admin');
    const before = this.entries.get(entry.uid);
    this.entries.set(entry.uid, { ...entry, invitation: entry.invitation ?? before?.invitation });
    this.access.setDisabled(entry.uid, !entry.active);
    this.access.setRole(entry.uid, entry.active ? entry.role : null);
  }

  async chooseNotices(uid: string, notices: NoticePreference): Promise<void> {
    await Promise.resolve();
    if (!this.entries.get(uid)?.active) throw new Error('Not on the allowlist');
    this.access.setNotices(uid, notices);
  }

  async passwordLinkFor(email: string): Promise<string> {
    await Promise.resolve();
    if (!this.access.accountByEmail(email)) throw new Error('No account for this e-mail');
    this.links += 1;
    return `https://primerpaso.invalid/contrasena?enlace=${this.links}`;
  }

  private memberFrom(entry: TeamEntry): TeamMember {
    const account = this.access.accountOf(entry.uid);
    return {
      uid: entry.uid,
      email: entry.email,
      role: entry.role,
      notices: this.access.noticesOf(entry.uid),
      lastSignInAt: account?.lastSignInAt ?? null,
      active: entry.active,
    };
  }
}
