import { isFreeable, type Seat } from '../../talks/domain/seat';
import { isUpcoming, type Talk } from '../../talks/domain/talk';
import type { StatusRecord } from '../../applications/domain/status-records';

/**
 * What the status page offers about the information talk: the seat held at an upcoming talk
 * (its day, time and place), and the talks' own links, each issued fresh by a button: choose a
 * talk (or change to another, which frees this seat) while the application is on its way
 * (Nueva or En trámite, as a seat taken through a link requires) and the talk is still missing;
 * "No podré asistir" while the seat can be given back.
 */
export interface SeatOffer {
  upcoming?: Talk;
  choose: boolean;
  free: boolean;
}

export function seatOfferOf(
  record: Pick<StatusRecord, 'stage' | 'missing'>,
  held: { talk: Talk; seat: Seat } | undefined,
  now: Date,
): SeatOffer {
  const onItsWay = record.stage === 'nueva' || record.stage === 'en-tramite';
  const upcoming = held && isUpcoming(held.talk, now) ? held : undefined;
  if (upcoming)
    return {
      upcoming: upcoming.talk,
      choose: onItsWay,
      free: onItsWay && isFreeable(upcoming.talk, upcoming.seat, now),
    };
  return { choose: onItsWay && record.missing.includes('charla'), free: false };
}
