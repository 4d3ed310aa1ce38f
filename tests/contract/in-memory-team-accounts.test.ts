import { InMemoryStaffAccess } from '../../src/access/adapters/memory/in-memory-staff-access';
import { InMemoryTeamAccounts } from '../../src/team/adapters/memory/in-memory-team-accounts';
import { describeTeamAccountsContract } from './team-accounts-contract';

describeTeamAccountsContract('InMemoryTeamAccounts', async () => {
  const access = new InMemoryStaffAccess([]);
  return {
    accounts: new InMemoryTeamAccounts(access),
    disabled: async (uid) => access.accountOf(uid)?.disabled,
    allowlisted: (uid) => access.roleOf(uid),
    outsideAccount: async (email) => access.createAccount(email),
  };
});
