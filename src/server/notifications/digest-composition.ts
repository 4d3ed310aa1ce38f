import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminRecentArrivals } from '../../applications/adapters/server/admin-recent-arrivals';
import { digestModule, digestUseCases } from '../../notifications/notifications-module';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { announcements } from './announcements';
import { adminApp, serverKernel } from '../server-kernel';
import type { ReportSettings } from '../server-settings';

/** The staff's daily digest: what arrived in the last day, queued to the members who asked. */
export function composeDigest(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const { module } = announcements(settings, 0, db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    module,
    digestModule({ recentArrivals: new AdminRecentArrivals(db) }),
  );
  return resolveUseCases(container, digestUseCases);
}
