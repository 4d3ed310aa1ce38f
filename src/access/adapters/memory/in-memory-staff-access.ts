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
  type StaffEntry,
} from '../../domain/staff-access';
import type { SignedInSession, SignedInUser, StaffRole } from '../../domain/staff-member';
import { PASSKEY_CLAIM } from '../../domain/session-policy';
import { demoRoundTrip } from '../../../shared/adapters/demo-round-trip';

export interface InMemoryAccount {
  uid: string;
  email: string;
  password: string;
  /** Null: an account that exists but is not on the allowlist. */
  role: StaffRole | null;
  /** A disabled account cannot sign in (Auth's user-disabled). */
  disabled?: boolean;
  lastSignInAt?: Date | null;
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
  /** Since when each member's access counts, as the server stamps Staff/{uid}.accessSince. */
  private readonly accessSince = new Map<string, Date>();
  private readonly notices = new Map<string, NoticePreference>();
  private user: SignedInSession | null = null;
  private madeAccounts = 0;
  private readonly userListeners = new Set<(user: SignedInSession | null) => void>();
  private readonly roleListeners = new Set<() => void>();

  /**
   * `newAccountPassword`: the password an account made by an invitation starts with. None by
   * default, as on Firebase (it is chosen from the invitation's link); the demo, which sends no
   * e-mail, gives its new members the demo accounts' password so they can sign in. `now`: the
   * time sessions begin and access changes at (the tests move it on).
   */
  constructor(
    accounts: readonly InMemoryAccount[],
    private readonly latencyMs = 0,
    private readonly newAccountPassword = '',
    private readonly now: () => Date = () => new Date(),
  ) {
    this.accounts = accounts.map((account) => ({ ...account }));
    this.madeAccounts = accounts.length;
    // The seeded members' access counts from long before any session.
    for (const { uid, role } of accounts) if (role) this.grant(uid, role, new Date(0));
  }

  async signIn(email: string, password: string): Promise<SignedInUser> {
    await this.roundTrip();
    const account = this.accounts.find(
      (candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase(),
    );
    if (!account) throw new SignInError('unknown-account');
    if (account.password === '' || account.password !== password)
      throw new SignInError('wrong-password');
    if (account.disabled) throw new SignInError('not-allowed');
    account.lastSignInAt = this.now();
    this.setUser({ uid: account.uid, email: account.email, passkey: false, ...this.began() });
    return { uid: account.uid, email: account.email };
  }

  /**
   * The in-memory custom token, as the in-memory passkeys' server mints it: readable JSON of its
   * uid and claims (nothing signs it; nothing but this page's memory takes it).
   */
  async openSession(token: string): Promise<void> {
    await this.roundTrip();
    const { uid, claims } = readToken(token);
    const account = this.accounts.find((each) => each.uid === uid);
    if (!account || account.disabled) throw new SignInError('not-allowed');
    account.lastSignInAt = this.now();
    const passkey = claims[PASSKEY_CLAIM] === true;
    this.setUser({ uid, email: account.email, passkey, ...this.began() });
  }

  async signOut(): Promise<void> {
    this.setUser(null);
  }

  async sendPasswordReset(email: string): Promise<void> {
    await this.roundTrip();
    if (!email.includes('@')) throw new SignInError('invalid-email');
  }

  onUserChanged(listener: (user: SignedInSession | null) => void): Unsubscribe {
    this.userListeners.add(listener);
    listener(this.user);
    return () => this.userListeners.delete(listener);
  }

  async roleOf(uid: string): Promise<StaffRole | null> {
    await this.roundTrip();
    return this.roles.get(uid) ?? null;
  }

  watchEntry(uid: string, listener: Listener<StaffEntry | null>): Unsubscribe {
    const emit = () => listener.next(this.entryOf(uid));
    this.roleListeners.add(emit);
    emit();
    return () => this.roleListeners.delete(emit);
  }

  /** The member's allowlist entry now (the demo's server reads it as Firestore's would). */
  entryOf(uid: string): StaffEntry | null {
    const role = this.roles.get(uid);
    return role ? { role, accessSince: this.accessSince.get(uid) ?? null } : null;
  }

  async preferenceOf(uid: string): Promise<NoticePreference> {
    await this.roundTrip();
    return this.notices.get(uid) ?? DEFAULT_NOTICE_PREFERENCE;
  }

  /** Refused for anyone off the allowlist, as firestore.rules refuse it. */
  async choose(uid: string, preference: NoticePreference): Promise<void> {
    await this.roundTrip();
    if (!this.roles.has(uid)) throw new Error('Only a member on the allowlist chooses notices');
    this.setNotices(uid, preference);
  }

  noticesOf(uid: string): NoticePreference {
    return this.notices.get(uid) ?? DEFAULT_NOTICE_PREFERENCE;
  }

  /** The server's write of a member's choice (the demo's team server). */
  setNotices(uid: string, preference: NoticePreference): void {
    this.notices.set(uid, preference);
  }

  /** What an administrator does in the console: takes someone off the allowlist. */
  revoke(uid: string): void {
    this.roles.delete(uid);
    this.accessSince.delete(uid);
    this.notices.delete(uid);
    for (const emit of this.roleListeners) emit();
  }

  /** The signed-in user, if any (the demo's server knows its caller by this). */
  currentUser(): SignedInSession | null {
    return this.user;
  }

  /** What the sign-in provider knows of an account (Equipo's last sign-in, disabled). */
  accountOf(uid: string): Readonly<InMemoryAccount> | undefined {
    return this.accounts.find((account) => account.uid === uid);
  }

  accountByEmail(email: string): Readonly<InMemoryAccount> | undefined {
    const wanted = email.trim().toLowerCase();
    return this.accounts.find((account) => account.email.toLowerCase() === wanted);
  }

  /**
   * A new account without a password yet (it is set from the invitation's link), or in the demo
   * with the demo's password.
   */
  createAccount(email: string): string {
    // Counted apart from the accounts: a deleted account's uid is never given again.
    this.madeAccounts += 1;
    const uid = `cuenta-${String(this.madeAccounts).padStart(4, '0')}`;
    const password = this.newAccountPassword;
    this.accounts.push({ uid, email, password, role: null, disabled: false });
    return uid;
  }

  /** The account goes, and with it any session it had. */
  deleteAccount(uid: string): void {
    const index = this.accounts.findIndex((each) => each.uid === uid);
    if (index >= 0) this.accounts.splice(index, 1);
    this.revoke(uid);
  }

  /**
   * The project's server puts someone on the allowlist, with this role, or takes them off. As
   * the server's, joining or being made an admin moves their access's time on (their sessions
   * from before grant nothing); a role lowered keeps it.
   */
  setRole(uid: string, role: StaffRole | null): void {
    if (role === null) {
      this.revoke(uid);
      return;
    }
    const before = this.roles.get(uid);
    const raised = before === undefined || (role === 'admin' && before !== 'admin');
    this.grant(uid, role, raised ? this.now() : (this.accessSince.get(uid) ?? this.now()));
    for (const emit of this.roleListeners) emit();
  }

  /**
   * The server's word that a member's access changed without a change of role (their keys taken
   * away): their sessions from before grant nothing.
   */
  renewAccess(uid: string): void {
    if (!this.roles.has(uid)) return;
    this.accessSince.set(uid, this.now());
    for (const emit of this.roleListeners) emit();
  }

  setDisabled(uid: string, disabled: boolean): void {
    const account = this.accounts.find((each) => each.uid === uid);
    if (account) account.disabled = disabled;
  }

  /** Every account with a role, then or now: the team's starting list. */
  accountsWithRoles(): { uid: string; email: string; role: StaffRole }[] {
    return this.accounts.flatMap(({ uid, email }) => {
      const role = this.roles.get(uid);
      return role ? [{ uid, email, role }] : [];
    });
  }

  private grant(uid: string, role: StaffRole, since: Date): void {
    this.roles.set(uid, role);
    this.accessSince.set(uid, since);
  }

  /** A session begins now, in Auth's whole seconds. */
  private began(): Pick<SignedInSession, 'sessionBeganSeconds'> {
    return { sessionBeganSeconds: Math.floor(this.now().getTime() / 1000) };
  }

  private setUser(user: SignedInSession | null): void {
    this.user = user;
    for (const listener of this.userListeners) listener(user);
  }

  private roundTrip(): Promise<void> {
    return demoRoundTrip(this.latencyMs);
  }
}

function readToken(token: string): { uid: string; claims: Record<string, unknown> } {
  try {
    const { uid, claims } = JSON.parse(token) as { uid?: unknown; claims?: unknown };
    if (typeof uid === 'string' && typeof claims === 'object' && claims !== null)
      return { uid, claims: claims as Record<string, unknown> };
  } catch {
    // Not one of ours: refused below, as Auth refuses a token it did not sign.
  }
  throw new SignInError('invalid-credentials');
}
