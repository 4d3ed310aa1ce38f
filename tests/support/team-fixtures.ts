import { InMemoryAuditLog } from '../../src/audit/adapters/memory/in-memory-audit-log';
import { InMemoryOutbox } from '../../src/notifications/adapters/memory/in-memory-outbox';
import { ChangeTeamAccess } from '../../src/team/application/change-team-access';
import { ChooseOwnNotices } from '../../src/team/application/choose-own-notices';
import { CreateFirstAdmin } from '../../src/team/application/create-first-admin';
import { InviteMember } from '../../src/team/application/invite-member';
import { ListTeam } from '../../src/team/application/list-team';
import { InMemoryTeamAccounts } from '../../src/team/adapters/memory/in-memory-team-accounts';
import { InMemoryTeamAuditTrail } from '../../src/team/adapters/memory/in-memory-team-audit-trail';
import { fixedClock } from './deterministic';
import { staffAccess } from './staff-fixtures';

export const INBOX_URL = 'https://primerpaso.test/personal/';

/** The team's server use cases on in-memory adapters, over the staff fixtures' accounts. */
export function teamServer(access = staffAccess()) {
  const clock = fixedClock();
  const accounts = new InMemoryTeamAccounts(access);
  const auditLog = new InMemoryAuditLog(clock);
  const outbox = new InMemoryOutbox();
  const audit = new InMemoryTeamAuditTrail(auditLog);
  return {
    access,
    accounts,
    auditLog,
    outbox,
    listTeam: new ListTeam(accounts),
    inviteMember: new InviteMember(accounts, audit, outbox, clock, { inboxUrl: INBOX_URL }),
    changeTeamAccess: new ChangeTeamAccess(accounts, audit),
    chooseOwnNotices: new ChooseOwnNotices(accounts),
    createFirstAdmin: new CreateFirstAdmin(accounts, audit),
  };
}
