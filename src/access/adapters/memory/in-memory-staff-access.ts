import type { Listener, Unsubscribe } from '../../../shared/domain/listener';
import {
  DEFAULT_NOTICE_PREFERENCE,
  type NoticePreference,
  type NoticePreferences,
} from '../../domain/notice-preference';
import {
  SignInError,
  type StaffAuthenticator,
  type StaffDirectory,
} from '../../domain/staff-access';
import type { SignedInUser, StaffRole } from '../../domain/staff-member';

export interface InMemoryAccount {
  uid: string;
  email: string;
  password: string;
  /** Null: an account that exists but is not on the allowlist. */
  role: StaffRole | null;
}

/**
 * Accounts and allowlist kept in this page's memory: the demo's sign-in and tests. Like Firebase
 * Auth it tells an unknown account from a wrong password; nothing is written to browser storage,
 * so a reload signs out. Members' choices of e-mail notices are kept beside their roles, as on
 * their allowlist entries; with no server here, no notice is ever sent.
 */
export class InMemoryStaffAccess implements StaffAuthenticator, StaffDirectory, NoticePreferences {
  private readonly accounts: InMemoryAccount[];
  private readonly roles = new Map<string, StaffRole>();
  private readonly notices = new Map<string, NoticePreference>();
  private user: SignedInUser | null = null;
  private readonly userListeners = new Set<(user: SignedInUser | null) => void>();
  private readonly roleListeners = new Set<() => void>();

  constructor(
    accounts: readonly InMemoryAccount[],
    private readonly latencyMs = 0,
  ) {
    this.accounts = accounts.map((account) => ({ ...account }));
    for (const { uid, role } of accounts) if (role) this.roles.set(uid, role);
  }

  async signIn(email: string, password: string): Promise<SignedInUser> {
    await this.roundTrip();
    const account = this.accounts.find(
      (candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase(),
    );
    if (!account) throw new SignInError('unknown-account');
    if (account.password !== password) throw new SignInError('wrong-password');
    this.setUser({ uid: account.uid, email: account.email });
    return { uid: account.uid, email: account.email };
  }

  async signOut(): Promise<void> {
    this.setUser(null);
  }

  async sendPasswordReset(email: string): Promise<void> {
    await this.roundTrip();
    if (!email.includes('@')) throw new SignInError('invalid-email');
  }

  onUserChanged(listener: (user: SignedInUser | null) => void): Unsubscribe {
    this.userListeners.add(listener);
    listener(this.user);
    return () => this.userListeners.delete(listener);
  }

  async roleOf(uid: string): Promise<StaffRole | null> {
    await this.roundTrip();
    return this.roles.get(uid) ?? null;
  }

  watchRole(uid: string, listener: Listener<StaffRole | null>): Unsubscribe {
    const emit = () => listener.next(this.roles.get(uid) ?? null);
    this.roleListeners.add(emit);
    emit();
    return () => this.roleListeners.delete(emit);
  }

  async preferenceOf(uid: string): Promise<NoticePreference> {
    await this.roundTrip();
    return this.notices.get(uid) ?? DEFAULT_NOTICE_PREFERENCE;
  }

  /** Refused for anyone off the allowlist, as firestore.rules refuse it. */
  async choose(uid: string, preference: NoticePreference): Promise<void> {
    await this.roundTrip();
    if (!this.roles.has(uid)) throw new Error('Only a member on the allowlist chooses notices');
    this.notices.set(uid, preference);
  }

  /** What an administrator does in the console: takes someone off the allowlist. */
  revoke(uid: string): void {
    this.roles.delete(uid);
    this.notices.delete(uid);
    for (const emit of this.roleListeners) emit();
  }

  private setUser(user: SignedInUser | null): void {
    this.user = user;
    for (const listener of this.userListeners) listener(user);
  }

  private roundTrip(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }
}
