import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminHealthCounts } from '../../health/adapters/server/admin-health-counts';
import { AdminHealthStore } from '../../health/adapters/server/admin-health-store';
import { healthServerModule, healthServerUseCases } from '../../health/health-module';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { AdminIntakeRefusals } from '../../submission/adapters/server/admin-intake-refusals';
import { adminApp, serverKernel } from '../server-kernel';

/**
 * Estado's server side: each scheduled job's heartbeat, and the outbox's and the intake's counts
 * kept in Health/status, over the Admin SDK. No e-mail: Estado must not depend on it.
 */
export function composeHealth() {
  const db = getFirestore(adminApp());
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    healthServerModule({
      healthStore: new AdminHealthStore(db),
      healthCounts: new AdminHealthCounts(db),
      intakeRefusals: new AdminIntakeRefusals(db),
    }),
  );
  return resolveUseCases(container, healthServerUseCases);
}
