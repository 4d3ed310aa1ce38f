import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { SystemClock } from '../../shared/adapters/system-clock';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { AdminIntakeLedger } from '../../submission/adapters/server/admin-intake-ledger';
import { HmacAddressKeys } from '../../submission/adapters/server/hmac-address-keys';
import { AdminSeatRegistry } from '../../talks/adapters/server/admin-seat-registry';
import {
  talkChoiceModule,
  talkChoiceUseCases,
  talkServerModule,
  talkServerUseCases,
} from '../../talks/talk-server-module';
import { adminApp, serverKernel } from '../server-kernel';
import type { ReportSettings } from '../server-settings';
import { talkPageAdmission } from '../talk-page-admission';

/**
 * The pages the applicant's links open: the seats over the Admin SDK, and a count of what each
 * network address does there (the intake's ledger, under keyed hashes of addresses).
 */
export function composeTalkPages(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const keys = new HmacAddressKeys(settings.addressKeySecret);
  const ledger = new AdminIntakeLedger(db);
  const clock = new SystemClock();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    talkServerModule({ seatRegistry: new AdminSeatRegistry(db) }),
    // The intake's keys: one keyed hash of a mailbox for its budget and for its one seat.
    talkChoiceModule({ seatMailboxKeys: keys }),
  );
  return {
    ...resolveUseCases(container, talkServerUseCases),
    ...resolveUseCases(container, talkChoiceUseCases),
    admit: talkPageAdmission(ledger, keys, clock),
  };
}
