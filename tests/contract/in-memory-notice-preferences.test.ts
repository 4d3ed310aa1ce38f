import { describeNoticePreferencesContract } from './notice-preferences-contract';
import { ADMIN, CLERK, OUTSIDER, staffAccess } from '../support/staff-fixtures';

describeNoticePreferencesContract('InMemoryStaffAccess', async () => {
  const access = staffAccess();
  return {
    // The fixtures' admin is on the allowlist too: a second member.
    member: CLERK,
    otherMember: ADMIN,
    outsider: OUTSIDER,
    preferencesOf: () => access,
    directoryOf: () => access,
  };
});
