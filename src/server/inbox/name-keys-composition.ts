import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminNameKeys } from '../../applications/adapters/server/admin-name-keys';
import { nameKeysModule, nameKeysUseCases } from '../../inbox/name-keys-module';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { adminApp, serverKernel } from '../server-kernel';

/**
 * The name keys' trigger on Applications: the keys search by name queries, written when an
 * application arrives or its name is corrected, deleted when it is removed or erased, over the
 * Admin SDK. No e-mail, so no settings.
 */
export function composeNameKeys() {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    nameKeysModule({ nameKeyStore: new AdminNameKeys(getFirestore(adminApp())) }),
  );
  return resolveUseCases(container, nameKeysUseCases);
}
