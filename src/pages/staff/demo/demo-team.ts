import { Container } from 'inversify';
import type { InMemoryStaffAccess } from '../../../access/adapters/memory/in-memory-staff-access';
import type { InMemoryAuditLog } from '../../../audit/adapters/memory/in-memory-audit-log';
import { InMemoryOutbox } from '../../../notifications/adapters/memory/in-memory-outbox';
import { CryptoRandomSource } from '../../../shared/adapters/crypto-random-source';
import type { Clock } from '../../../shared/domain/clock';
import { resolveUseCases } from '../../../shared/wiring/container-module';
import { kernelModule } from '../../../shared/wiring/kernel-module';
import { InMemoryTeamAccounts } from '../../../team/adapters/memory/in-memory-team-accounts';
import { InMemoryTeamAuditTrail } from '../../../team/adapters/memory/in-memory-team-audit-trail';
import { LocalTeamService } from '../../../team/adapters/memory/local-team-service';
import { teamServerModule, teamServerUseCases } from '../../../team/team-module';

/**
 * Equipo without a server: the team function's own use cases on the page's in-memory accounts
 * (so a member whose access is taken away is signed out of the demo at once), the audit log that
 * Auditoría reads, and an outbox that never sends (the invitation's link goes nowhere).
 */
export function localTeam(
  access: InMemoryStaffAccess,
  auditLog: InMemoryAuditLog,
  clock: Clock,
  latencyMs = 0,
) {
  const outbox = new InMemoryOutbox();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({ clock, randomSource: new CryptoRandomSource() }),
    teamServerModule({
      teamAccounts: new InMemoryTeamAccounts(access),
      teamAuditTrail: new InMemoryTeamAuditTrail(auditLog),
      outbox,
      invitationSettings: { inboxUrl: 'https://primerpaso.invalid/personal/' },
    }),
  );
  const server = resolveUseCases(container, teamServerUseCases);
  return { team: new LocalTeamService(server, () => access.currentUser(), latencyMs), outbox };
}
