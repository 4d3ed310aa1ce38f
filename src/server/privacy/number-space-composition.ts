import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { announcementUseCases } from '../../notifications/notifications-module';
import { AdminNumberSpace } from '../../privacy/adapters/server/admin-number-space';
import { numberSpaceModule, numberSpaceUseCases } from '../../privacy/number-space-module';
import { resolveToken, resolveUseCases } from '../../shared/wiring/container-module';
import { announcements } from '../notifications/announcements';
import { adminApp, serverKernel } from '../server-kernel';
import type { ReportSettings } from '../server-settings';

/**
 * The number space's daily measurement: storage's counts and the reading kept for the admins'
 * screen (the Admin SDK), and its alarm bound to the admins' alert e-mail.
 */
export function composeNumberSpace(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const { module } = announcements(settings, 0, db);
  const numberSpace = new AdminNumberSpace(db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    module,
    numberSpaceModule({
      numberSpaceCounter: numberSpace,
      numberSpaceGauge: numberSpace,
      numberSpaceAlarm: {
        passedAlertShare: async (reading) => {
          await resolveToken(container, announcementUseCases.alertNumberSpace.token).execute(
            reading,
          );
        },
      },
    }),
  );
  return resolveUseCases(container, numberSpaceUseCases);
}
