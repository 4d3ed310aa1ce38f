import { canonicalMailbox } from '../../notifications/domain/canonical-mailbox';
import type { AddressKeys } from '../../submission/domain/address-quota';
import type { ApplicationId } from '../../applications/domain/application-id';
import { isFreeable, type Seat } from './seat';
import type { Talk } from './talk';

/**
 * One seat per mailbox. A choice link goes only to the application's e-mail, so whoever sends
 * many applications with one mailbox (tags, Gmail's dots: canonicalMailbox) would otherwise get
 * a seat for each, and fill a talk with applications that are not people. A person needs one
 * seat: of the applications sharing a mailbox, one at a time holds a seat its applicant took at
 * an upcoming talk. Staff's seats are a clerk's decision and bar nothing.
 *
 * The hold is kept under a keyed hash of the canonical mailbox (as the mailbox's e-mail budget
 * is), never the address: storage learns which application holds it, not whose mailbox it is.
 */
export type MailboxSeatKeyOf = (email: string) => string;

/** The hold's key of an applicant's e-mail, under the server's keyed hash. */
export const mailboxSeatKeyOf =
  (keys: AddressKeys): MailboxSeatKeyOf =>
  (email) =>
    keys.keyOf(canonicalMailbox(email));

/** A mailbox's hold as stored: whose seat it is, and since when (forget keeps later ones). */
export interface MailboxHold {
  applicationId: ApplicationId;
  heldAt: Date;
}

/**
 * Whether the hold bars `applicationId` from taking a seat now: it names another application
 * whose latest seat (its holder's talk, as staff may have moved or freed it since) is still at a
 * talk that has not begun, unattended. A hold left behind by a seat that is over or gone bars
 * nothing, so a hold never outlives its seat's use even when nothing deleted it.
 */
export function holdBars(
  hold: MailboxHold | undefined,
  applicationId: ApplicationId,
  held: { talk: Talk; seat: Seat } | undefined,
  now: Date,
): boolean {
  if (hold === undefined || hold.applicationId === applicationId || held === undefined)
    return false;
  return isFreeable(held.talk, held.seat, now);
}
