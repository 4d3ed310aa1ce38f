import {
  isNoticePreference,
  NOTICE_PREFERENCES,
  type NoticePreference,
  type NoticePreferences,
} from '../domain/notice-preference';
import type { SignedInUser } from '../domain/staff-member';

/** The signed-in member's own choice of e-mail notices: never anyone else's. */
export class ChooseNoticePreference {
  constructor(private readonly preferences: NoticePreferences) {}

  async execute(preference: NoticePreference, member: SignedInUser): Promise<void> {
    // The type says as much, but storage would keep whatever a caller passed.
    if (!isNoticePreference(preference))
      throw new RangeError(`A notice preference is one of ${NOTICE_PREFERENCES.join(', ')}`);
    await this.preferences.choose(member.uid, preference);
  }
}
