import { describe, expect, it } from 'vitest';
import { ChooseNoticePreference } from '../../../src/access/application/choose-notice-preference';
import { ReadNoticePreference } from '../../../src/access/application/read-notice-preference';
import {
  NOTICE_PREFERENCES,
  type NoticePreference,
} from '../../../src/access/domain/notice-preference';
import { ADMIN, CLERK, staffAccess } from '../../support/staff-fixtures';

describe('the notice preference use cases', () => {
  it("read and change the signed-in member's own choice, and no one else's", async () => {
    const access = staffAccess();
    await new ChooseNoticePreference(access).execute('cada-solicitud', CLERK);
    expect(await new ReadNoticePreference(access).execute(CLERK)).toBe('cada-solicitud');
    expect(await new ReadNoticePreference(access).execute(ADMIN)).toBe('ninguno');
  });

  it.each(NOTICE_PREFERENCES)('keep the choice %s', async (preference) => {
    const access = staffAccess();
    await new ChooseNoticePreference(access).execute(preference, CLERK);
    expect(await new ReadNoticePreference(access).execute(CLERK)).toBe(preference);
  });

  it('store nothing but the three choices', async () => {
    expect(NOTICE_PREFERENCES).toEqual(['cada-solicitud', 'resumen-diario', 'ninguno']);
    const access = staffAccess();
    const choose = new ChooseNoticePreference(access);
    for (const other of ['todas', 'Resumen-Diario', 'resumen'])
      await expect(choose.execute(other as NoticePreference, CLERK)).rejects.toThrow(RangeError);
    expect(await access.preferenceOf(CLERK.uid)).toBe('ninguno');
  });
});
