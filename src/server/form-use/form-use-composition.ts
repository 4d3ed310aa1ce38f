import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminFormUseCounts } from '../../form-use/adapters/server/admin-form-use-counts';
import { formUseModule, formUseUseCases } from '../../form-use/form-use-module';
import { CryptoRandomSource } from '../../shared/adapters/crypto-random-source';
import { SystemClock } from '../../shared/adapters/system-clock';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { kernelModule } from '../../shared/wiring/kernel-module';
import { AdminIntakeLedger } from '../../submission/adapters/server/admin-intake-ledger';
import { HmacAddressKeys } from '../../submission/adapters/server/hmac-address-keys';
import { formUseAdmission } from '../form-use-admission';
import { adminApp } from '../server-kernel';
import type { ReportSettings } from '../server-settings';

/**
 * The public form's beacons (POST /api/uso): each day's counts over the Admin SDK, a bound per
 * network address and event and one per relay (the intake's ledger, under keyed hashes of
 * addresses), and the site's origin, the only page whose beacons count.
 */
export function composeFormUse(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const clock = new SystemClock();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({ randomSource: new CryptoRandomSource(), clock }),
    formUseModule({ formUseCounts: new AdminFormUseCounts(db) }),
  );
  return {
    ...resolveUseCases(container, formUseUseCases),
    siteOrigin: new URL(settings.siteUrl).origin,
    admit: formUseAdmission(
      new AdminIntakeLedger(db),
      new HmacAddressKeys(settings.addressKeySecret),
      clock,
    ),
  };
}
