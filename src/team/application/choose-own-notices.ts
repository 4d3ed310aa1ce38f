import type { NoticePreference } from '../../access/domain/notice-preference';
import { isNoticePreference } from '../../access/domain/notice-preference';
import type { SignedInUser } from '../../access/domain/staff-member';
import type { TeamAccounts } from '../domain/team-accounts';
import { TeamChangeRefusedError } from '../domain/team-errors';

/**
 * 'Avisos por correo' on the server: a member changes their own choice, and only while on the
 * allowlist (no page writes Staff/{uid} any more).
 */
export class ChooseOwnNotices {
  constructor(private readonly accounts: TeamAccounts) {}

  async execute(caller: SignedInUser, notices: NoticePreference): Promise<void> {
    if (!isNoticePreference(notices)) throw new Error('An unknown notice preference');
    const member = await this.accounts.memberOf(caller.uid);
    if (!member?.active) throw new TeamChangeRefusedError('not-member');
    await this.accounts.chooseNotices(caller.uid, notices);
  }
}
