import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { SEATS_COLLECTION, TALKS_COLLECTION } from '../../talks/adapters/talks-collections';
import { isApplicationId } from '../../applications/domain/application-id';
import { SERVER_REGION } from '../server-region';
import { readReportSettings, serverParams } from '../server-settings';
import { composeSeatMail } from './seat-mail-composition';

let seatMailServices: ReturnType<typeof composeSeatMail> | undefined;

/**
 * A seat given, by a clerk or by the applicant's own link: the applicant is e-mailed the talk's
 * day, time and place with a "No podré asistir" link (src/talks/application/invite-to-talk.ts),
 * queued once under the seat's own outbox id.
 */
export const inviteToTalk = onDocumentCreated(
  {
    region: SERVER_REGION,
    document: `${TALKS_COLLECTION}/{talkId}/${SEATS_COLLECTION}/{applicationId}`,
    // The mailbox's budget counts under keyed hashes (composeSeatMail).
    secrets: [serverParams.addressKeySecret],
    memory: '256MiB',
    timeoutSeconds: 60,
  },
  async (event) => {
    const { talkId, applicationId } = event.params;
    if (!isApplicationId(applicationId)) return;
    seatMailServices ??= composeSeatMail(readReportSettings());
    const outcome = await seatMailServices.inviteToTalk.execute(talkId, applicationId);
    // The outcome only: never the applicant.
    console.info('primer-paso: invitación a una charla', { outcome });
  },
);
