import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { announcementUseCases } from '../../notifications/notifications-module';
import { AdminNumberSpaceCounter } from '../../applications/adapters/server/admin-number-space-counter';
import { AdminNumberSpace } from '../../privacy/adapters/server/admin-number-space';
import { numberSpaceModule, numberSpaceUseCases } from '../../privacy/number-space-module';
import type { NumberSpaceAlarm } from '../../privacy/domain/number-space-gauge';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { linkPort } from '../../shared/wiring/token';
import { announcements } from '../notifications/announcements';
import { adminApp, serverKernel } from '../server-kernel';
import type { ReportSettings } from '../server-settings';

/** The gauge's alarm (privacy's port) is the admins' alert e-mail (notifications' use case). */
export const ALARM_BY_EMAIL = linkPort(
  [announcementUseCases.alertNumberSpace.token],
  (alert): NumberSpaceAlarm => ({
    passedAlertShare: async (reading) => {
      await alert.execute(reading);
    },
  }),
);

/**
 * The number space's daily measurement: storage's counts and the reading kept for the admins'
 * screen (the Admin SDK), and its alarm bound to the admins' alert e-mail.
 */
export function composeNumberSpace(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const { module } = announcements(settings, 0, db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    module,
    numberSpaceModule({
      numberSpaceCounter: new AdminNumberSpaceCounter(db),
      numberSpaceGauge: new AdminNumberSpace(db),
      numberSpaceAlarm: ALARM_BY_EMAIL,
    }),
  );
  return resolveUseCases(container, numberSpaceUseCases);
}
