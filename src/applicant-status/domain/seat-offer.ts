import { isFreeable, type Seat } from '../../talks/domain/seat';
import { isUpcoming, type Talk } from '../../talks/domain/talk';
import type { StatusRecord } from '../../applications/domain/status-records';
import type { StatusLink } from './status-link';

/**
 * What the status page offers about the information talk: the seat held at an upcoming talk
 * (its day, time and place), and the talks' own links, each issued fresh by a button: choose a
 * talk (or change to another, which frees this seat) while the application is on its way
 * (Nueva or En trámite, as a seat taken through a link requires) and the talk is still missing;
 * "No podré asistir" while the seat can be given back.
 *
 * A seat is offered only where the applicant has shown they read the mailbox they typed
 * (mailboxShown): a script can store forms with addresses nobody reads, and each would take a
 * seat and send the talk's e-mail to whatever address it typed. Until then, `byMailOnly` says
 * the choice waits for the e-mail's link.
 */
export interface SeatOffer {
  upcoming?: Talk;
  choose: boolean;
  free: boolean;
  byMailOnly: boolean;
}

/**
 * Whether the page was opened by someone who reads the application's mailbox: through a link
 * only an e-mail carries (StatusLink.byMail: the browser that sent the form holds another), or
 * for an application holding a seat, which only an e-mail's link or the office gives. Nothing is
 * recorded on a GET: a mail scanner that opens the e-mail's link changes nothing, and the
 * answer's link (what a script holds) gains nothing from it; the proof is holding the e-mail's
 * link, checked again on every request.
 */
export const mailboxShown = (
  link: Pick<StatusLink, 'byMail'>,
  held: { seat: Seat } | undefined,
): boolean => link.byMail === true || held !== undefined;

export function seatOfferOf(
  record: Pick<StatusRecord, 'stage' | 'missing'>,
  held: { talk: Talk; seat: Seat } | undefined,
  now: Date,
  link: Pick<StatusLink, 'byMail'>,
): SeatOffer {
  const onItsWay = record.stage === 'nueva' || record.stage === 'en-tramite';
  if (!mailboxShown(link, held))
    return {
      choose: false,
      free: false,
      byMailOnly: onItsWay && record.missing.includes('charla'),
    };
  const upcoming = held && isUpcoming(held.talk, now) ? held : undefined;
  if (upcoming)
    return {
      upcoming: upcoming.talk,
      choose: onItsWay,
      free: onItsWay && isFreeable(upcoming.talk, upcoming.seat, now),
      byMailOnly: false,
    };
  return { choose: onItsWay && record.missing.includes('charla'), free: false, byMailOnly: false };
}
