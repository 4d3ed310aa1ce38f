import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminOutbox } from '../../notifications/adapters/server/admin-outbox';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { AdminIntakeLedger } from '../../submission/adapters/server/admin-intake-ledger';
import { HmacAddressKeys } from '../../submission/adapters/server/hmac-address-keys';
import { AdminSeatRegistry } from '../../talks/adapters/server/admin-seat-registry';
import { seatMailModule, seatMailUseCases, talkServerModule } from '../../talks/talk-server-module';
import { adminApp, serverKernel } from '../server-kernel';
import type { ReportSettings } from '../server-settings';

/**
 * The applicant's e-mail about their seat (the invitation when it is given): the seats over the
 * Admin SDK, queued in the outbox within the mailbox's budget (the intake's ledger, under keyed
 * hashes).
 */
export function composeSeatMail({ siteUrl, addressKeySecret }: ReportSettings) {
  const db = getFirestore(adminApp());
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    talkServerModule({ seatRegistry: new AdminSeatRegistry(db) }),
    seatMailModule({
      outbox: new AdminOutbox(db),
      seatMailSettings: { siteUrl },
      // The receipt's ledger and keys: one budget per mailbox for every e-mail to an applicant.
      mailboxBudget: {
        ledger: new AdminIntakeLedger(db),
        keys: new HmacAddressKeys(addressKeySecret),
      },
    }),
  );
  return resolveUseCases(container, seatMailUseCases);
}
