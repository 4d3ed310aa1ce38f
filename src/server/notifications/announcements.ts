import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { AdminOutbox } from '../../notifications/adapters/server/admin-outbox';
import { AdminStaffRecipients } from '../../notifications/adapters/server/admin-staff-recipients';
import { announcementModule } from '../../notifications/notifications-module';
import { AdminIntakeLedger } from '../../submission/adapters/server/admin-intake-ledger';
import { HmacAddressKeys } from '../../submission/adapters/server/hmac-address-keys';
import { adminApp } from '../server-kernel';
import type { ReportSettings } from '../server-settings';

/** What the server's e-mail is queued with: the outbox, its recipients, and the settings. */
export function announcements(settings: ReportSettings, intakePerHour: number, db: Firestore) {
  const app = adminApp();
  const keys = new HmacAddressKeys(settings.addressKeySecret);
  const ledger = new AdminIntakeLedger(db);
  const module = announcementModule({
    outbox: new AdminOutbox(db),
    staffRecipients: new AdminStaffRecipients(db, getAuth(app)),
    receiptLedger: ledger,
    mailboxKeys: keys,
    mailSettings: { siteUrl: settings.siteUrl, intakePerHour },
  });
  return { app, keys, ledger, module };
}
