import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminOutbox } from '../../notifications/adapters/server/admin-outbox';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { AdminTeamAccounts } from '../../team/adapters/server/admin-team-accounts';
import { AdminTeamAuditTrail } from '../../team/adapters/server/admin-team-audit-trail';
import { AdminTeamSessions } from '../../team/adapters/server/admin-team-sessions';
import { teamServerModule, teamServerUseCases } from '../../team/team-module';
import { adminApp, serverKernel } from '../server-kernel';

/**
 * Equipo: the team's accounts (Auth) and allowlist over the Admin SDK, each change in the audit
 * log, the invitation's e-mail through the outbox. The same as `npm run first-admin`'s.
 */
export function composeTeam(siteUrl: string, app = adminApp()) {
  const db = getFirestore(app);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    teamServerModule({
      teamAccounts: new AdminTeamAccounts(db, getAuth(app)),
      teamAuditTrail: new AdminTeamAuditTrail(db),
      outbox: new AdminOutbox(db),
      invitationSettings: { inboxUrl: new URL('/personal/', siteUrl).href },
    }),
  );
  return resolveUseCases(container, teamServerUseCases);
}

/** Whether a caller's session still counts: asked of Auth and the allowlist on every call. */
export function composeTeamSessions(app = adminApp()) {
  return new AdminTeamSessions(getFirestore(app), getAuth(app));
}
