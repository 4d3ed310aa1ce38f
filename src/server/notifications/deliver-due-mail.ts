import { readMailSettings, serverParams } from '../server-settings';
import { SERVER_REGION } from '../server-region';
import { composeDelivery } from './delivery-composition';

let deliveryServices: ReturnType<typeof composeDelivery> | undefined;

/** The outbox's sender's options, for its trigger and its schedule alike. */
export const mailOptions = {
  region: SERVER_REGION,
  secrets: [serverParams.smtpPassword],
  memory: '256MiB' as const,
  timeoutSeconds: 300,
};

export async function deliverDueMail() {
  deliveryServices ??= composeDelivery(readMailSettings());
  const report = await deliveryServices.deliverDueMail.execute();
  // What was sent, a count; each failure is logged at ERROR with its code (deliver-due-mail.ts).
  if (report.sent > 0) console.info('primer-paso: correo', { sent: report.sent });
}
