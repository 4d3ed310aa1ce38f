import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { STAFF_COLLECTION, STAFF_NOTICES_FIELD } from '../../../access/adapters/access-collections';
import type { NoticePreference } from '../../../access/domain/notice-preference';
import { isStaffRole } from '../../../access/domain/staff-member';
import type { StaffRecipients } from '../../domain/staff-recipients';

const EACH_APPLICATION: NoticePreference = 'cada-solicitud';
const DAILY_DIGEST: NoticePreference = 'resumen-diario';

/** Auth's getUsers takes at most this many identifiers at once. */
const USERS_AT_ONCE = 100;

/**
 * Recipients from the allowlist (Staff/{uid}, filtered queries) and their e-mail addresses from
 * Firebase Auth: an address is kept once, by the sign-in provider, never copied into Firestore.
 * A member without an e-mail address, or disabled, gets nothing.
 */
export class AdminStaffRecipients implements StaffRecipients {
  constructor(
    private readonly db: Firestore,
    private readonly auth: Auth,
  ) {}

  perApplication(): Promise<string[]> {
    return this.optedIn(EACH_APPLICATION);
  }

  dailyDigest(): Promise<string[]> {
    return this.optedIn(DAILY_DIGEST);
  }

  async admins(): Promise<string[]> {
    const admins = await this.db.collection(STAFF_COLLECTION).where('role', '==', 'admin').get();
    return this.emailsOf(admins.docs.map((entry) => entry.id));
  }

  /** The members who chose these notices (one filtered query), at their sign-in addresses. */
  private async optedIn(notices: NoticePreference): Promise<string[]> {
    const staff = this.db.collection(STAFF_COLLECTION);
    const optedIn = await staff.where(STAFF_NOTICES_FIELD, '==', notices).get();
    // Opted in but no longer on the allowlist (a role removed, not the entry): nothing.
    const members = optedIn.docs.filter((entry) => isStaffRole(entry.get('role')));
    return this.emailsOf(members.map((entry) => entry.id));
  }

  private async emailsOf(uids: string[]): Promise<string[]> {
    const emails: string[] = [];
    for (let start = 0; start < uids.length; start += USERS_AT_ONCE) {
      const batch = uids.slice(start, start + USERS_AT_ONCE).map((uid) => ({ uid }));
      const { users } = await this.auth.getUsers(batch);
      for (const user of users) if (user.email && !user.disabled) emails.push(user.email);
    }
    return emails.sort();
  }
}
