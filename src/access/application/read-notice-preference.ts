import type { NoticePreference, NoticePreferences } from '../domain/notice-preference';
import type { SignedInUser } from '../domain/staff-member';

/** What e-mail of new applications the signed-in member asked for, if any. */
export class ReadNoticePreference {
  constructor(private readonly preferences: NoticePreferences) {}

  execute(member: SignedInUser): Promise<NoticePreference> {
    return this.preferences.preferenceOf(member.uid);
  }
}
