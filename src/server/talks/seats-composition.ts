import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { AdminSeatRegistry } from '../../talks/adapters/server/admin-seat-registry';
import { talkServerModule, talkServerUseCases } from '../../talks/talk-server-module';
import { adminApp, serverKernel } from '../server-kernel';

/**
 * The seats' trigger on Applications: what an application closed, associated, removed or erased
 * does to its seats, over the Admin SDK. No e-mail, so no settings.
 */
export function composeSeats() {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    talkServerModule({ seatRegistry: new AdminSeatRegistry(getFirestore(adminApp())) }),
  );
  return resolveUseCases(container, talkServerUseCases);
}
