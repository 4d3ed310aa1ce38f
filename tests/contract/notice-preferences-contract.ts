import { describe, expect, it } from 'vitest';
import type { NoticePreferences } from '../../src/access/domain/notice-preference';
import type { StaffDirectory } from '../../src/access/domain/staff-access';
import type { SignedInUser } from '../../src/access/domain/staff-member';

/**
 * What a test needs from a NoticePreferences adapter: `createHarness` returns a fresh store each
 * time, with two members on the allowlist (`member` as staff) and someone signed in who is not.
 */
export interface NoticePreferencesHarness {
  member: SignedInUser;
  otherMember: SignedInUser;
  outsider: SignedInUser;
  /** The port acting for this user, as that user's own session would. */
  preferencesOf(user: SignedInUser): NoticePreferences;
  /** The allowlist on the same store, as the given user reads their own role. */
  directoryOf(user: SignedInUser): StaffDirectory;
}

/** What every NoticePreferences adapter promises. */
export function describeNoticePreferencesContract(
  adapterName: string,
  createHarness: () => Promise<NoticePreferencesHarness>,
) {
  describe(`${adapterName} honours the NoticePreferences contract`, () => {
    it('reads no notices for a member who never chose', async () => {
      const { member, preferencesOf } = await createHarness();
      expect(await preferencesOf(member).preferenceOf(member.uid)).toBe('ninguno');
    });

    it("keeps a member's choice, and a change of mind", async () => {
      const { member, preferencesOf } = await createHarness();
      const preferences = preferencesOf(member);
      await preferences.choose(member.uid, 'cada-solicitud');
      expect(await preferences.preferenceOf(member.uid)).toBe('cada-solicitud');
      await preferences.choose(member.uid, 'resumen-diario');
      expect(await preferences.preferenceOf(member.uid)).toBe('resumen-diario');
      await preferences.choose(member.uid, 'ninguno');
      expect(await preferences.preferenceOf(member.uid)).toBe('ninguno');
    });

    it("leaves another member's choice alone", async () => {
      const { member, otherMember, preferencesOf } = await createHarness();
      await preferencesOf(otherMember).choose(otherMember.uid, 'cada-solicitud');
      await preferencesOf(member).choose(member.uid, 'ninguno');
      expect(await preferencesOf(otherMember).preferenceOf(otherMember.uid)).toBe('cada-solicitud');
    });

    it('changes nothing else of the entry: the member keeps their role', async () => {
      const { member, preferencesOf, directoryOf } = await createHarness();
      await preferencesOf(member).choose(member.uid, 'cada-solicitud');
      expect(await directoryOf(member).roleOf(member.uid)).toBe('staff');
    });

    it('refuses a choice from someone signed in who is not on the allowlist', async () => {
      const { outsider, preferencesOf } = await createHarness();
      const preferences = preferencesOf(outsider);
      await expect(preferences.choose(outsider.uid, 'cada-solicitud')).rejects.toThrow();
      expect(await preferences.preferenceOf(outsider.uid)).toBe('ninguno');
    });
  });
}
