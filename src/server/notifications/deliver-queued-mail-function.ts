import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { OUTBOX_COLLECTION } from '../../notifications/adapters/notifications-collections';
import { deliverDueMail, mailOptions } from './deliver-due-mail';

/** A message queued is sent at once (with whatever else is due). */
export const deliverQueuedMail = onDocumentCreated(
  { ...mailOptions, document: `${OUTBOX_COLLECTION}/{messageId}` },
  deliverDueMail,
);
