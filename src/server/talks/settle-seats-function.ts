import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isApplicationId } from '../../applications/domain/application-id';
import { adminApplicationStateOf } from '../../applications/adapters/server/admin-seat-applications';
import { AFTER_AN_APPLICATION_CHANGES } from '../after-an-application-changes';
import { composeStatusLinks } from '../applicant-status/status-links-composition';
import { composeSeats } from './seats-composition';

let seatServices: ReturnType<typeof composeSeats> | undefined;
let statusLinks: ReturnType<typeof composeStatusLinks> | undefined;

/**
 * An application's seats follow it (src/talks/application/settle-seats.ts): closed (Cerrada) or
 * Asociada, its seat at an upcoming talk is freed for someone else; removed as spam or erased
 * (the erasure record replaces it, or the purge), every record of its seats goes, so a number
 * given again never shows the old seat. Any other write reads nothing. Run again when it fails
 * (a transaction's conflict, say): a removed number's old seats and links must not outlive it,
 * and both steps are safe to repeat (what is newer than the event is kept).
 * The application's status links (src/applicant-status) go with it on the same fate, up to the
 * same moment: no trigger of their own, no read on any other write.
 */
export const settleSeats = onDocumentWritten(AFTER_AN_APPLICATION_CHANGES, async (event) => {
  const { applicationId } = event.params;
  const change = event.data;
  if (!change || !isApplicationId(applicationId)) return;
  seatServices ??= composeSeats();
  const at = new Date(event.time);
  const fate = await seatServices.settleSeats.execute(
    applicationId,
    adminApplicationStateOf(change.before),
    adminApplicationStateOf(change.after),
    at,
  );
  if (fate === 'forget') {
    statusLinks ??= composeStatusLinks();
    await statusLinks.forget(applicationId, at);
  }
  // The fate only: never the applicant.
  if (fate !== 'keep') console.info('primer-paso: cupos de una solicitud', { fate });
});
