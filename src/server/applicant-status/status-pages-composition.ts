import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminStatusLinks } from '../../applicant-status/adapters/server/admin-status-links';
import { AdminStatusRecords } from '../../applications/adapters/server/admin-status-records';
import {
  statusLinkModule,
  statusPagesModule,
  statusPagesUseCases,
} from '../../applicant-status/applicant-status-module';
import { AdminOutbox } from '../../notifications/adapters/server/admin-outbox';
import { SystemClock } from '../../shared/adapters/system-clock';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { AdminIntakeLedger } from '../../submission/adapters/server/admin-intake-ledger';
import { HmacAddressKeys } from '../../submission/adapters/server/hmac-address-keys';
import { AdminSeatRegistry } from '../../talks/adapters/server/admin-seat-registry';
import { adminApp, serverKernel } from '../server-kernel';
import type { ReportSettings } from '../server-settings';
import { statusPageAdmission } from '../talk-page-admission';

/**
 * The status pages (¿En qué va mi solicitud?): the links and the applications over the Admin SDK,
 * the seats for the talk's part, the lost link's e-mail through the outbox within the mailbox's
 * budget, and a count of what each network address posts there (the intake's ledger, under keyed
 * hashes of addresses).
 */
export function composeStatusPages(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const keys = new HmacAddressKeys(settings.addressKeySecret);
  const ledger = new AdminIntakeLedger(db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    statusLinkModule({ statusLinks: new AdminStatusLinks(db), statusLinkKeys: keys }),
    statusPagesModule({
      statusRecords: new AdminStatusRecords(db),
      statusSeats: new AdminSeatRegistry(db),
      statusLedger: ledger,
      statusKeys: keys,
      statusOutbox: new AdminOutbox(db),
      statusMailbox: { ledger, keys },
      statusSettings: { siteUrl: settings.siteUrl },
    }),
  );
  return {
    ...resolveUseCases(container, statusPagesUseCases),
    admit: statusPageAdmission(ledger, keys, new SystemClock()),
    clock: new SystemClock(),
  };
}
