import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminOutbox } from '../../notifications/adapters/server/admin-outbox';
import { NodemailerMailSender } from '../../notifications/adapters/server/nodemailer-mail-sender';
import type { SmtpSettings } from '../../notifications/adapters/server/nodemailer-mail-sender';
import { deliveryModule, deliveryUseCases } from '../../notifications/notifications-module';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { adminApp, serverKernel } from '../server-kernel';

/** The outbox's sender: DeliverDueMail over the Admin SDK and the cooperative's SMTP server. */
export function composeDelivery(smtp: SmtpSettings) {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    deliveryModule({
      outbox: new AdminOutbox(getFirestore(adminApp())),
      mailSender: new NodemailerMailSender(smtp),
    }),
  );
  return resolveUseCases(container, deliveryUseCases);
}
