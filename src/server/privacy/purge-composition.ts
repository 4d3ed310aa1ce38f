import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { announcementUseCases } from '../../notifications/notifications-module';
import { AdminRetentionStore } from '../../applications/adapters/server/admin-retention-store';
import { retentionModule, retentionUseCases } from '../../privacy/retention-module';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { announcements } from '../notifications/announcements';
import { adminApp, serverKernel } from '../server-kernel';
import type { ReportSettings } from '../server-settings';

/** The monthly purge: the admins' purge use case over the Admin SDK, and its report by e-mail. */
export function composePurge(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const { module } = announcements(settings, 0, db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    module,
    retentionModule({ retentionStore: new AdminRetentionStore(db) }),
  );
  return {
    ...resolveUseCases(container, retentionUseCases),
    // Its report, the one announcement it sends.
    ...resolveUseCases(container, { reportPurge: announcementUseCases.reportPurge }),
  };
}
