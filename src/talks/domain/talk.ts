import { hasHiddenCharacters, trimBlank } from '../../shared/domain/visible-text';

/** A talk's id, drawn by storage. */
export type TalkId = string;

/** What an admin sets: when it starts, where, and how many it seats. */
export interface TalkDetails {
  startsAt: Date;
  place: string;
  seats: number;
}

export interface Talk extends TalkDetails {
  id: TalkId;
  /** Seats given to applications, kept exact by storage with every seat taken or freed. */
  taken: number;
}

/**
 * The most a talk seats: its list of who is coming is one bounded read (firestore.rules
 * isBoundedList(31)), names included (one search by number, at most 30 values).
 */
export const MAX_SEATS = 30;

/** The most a place may hold: one line, what fits on a reminder. */
export const MAX_PLACE_LENGTH = 120;

/** Attendance may be recorded from an hour before the start: staff check people in at the door. */
export const ATTENDANCE_OPENS_BEFORE_MS = 60 * 60 * 1000;

export type TalkDetailsProblem =
  'place-blank' | 'place-too-long' | 'place-hidden' | 'seats' | 'past';

/**
 * Whether an admin may set these details (firestore.rules isTalkDetails says the same): a place on
 * one visible line, 1 to MAX_SEATS seats (never fewer than are taken), a start still ahead.
 */
export function talkDetailsProblem(
  { startsAt, place, seats }: TalkDetails,
  now: Date,
  taken = 0,
): TalkDetailsProblem | undefined {
  const trimmed = trimBlank(place);
  if (trimmed === '') return 'place-blank';
  if (trimmed.length > MAX_PLACE_LENGTH) return 'place-too-long';
  if (hasHiddenCharacters(trimmed, 'one-line')) return 'place-hidden';
  if (!Number.isInteger(seats) || seats < Math.max(1, taken) || seats > MAX_SEATS) return 'seats';
  return startsAt.getTime() > now.getTime() ? undefined : 'past';
}

/** The details as stored: the place trimmed. */
export const storedDetails = (details: TalkDetails): TalkDetails => ({
  ...details,
  place: trimBlank(details.place),
});

/** Seats are taken and freed only before the start: a past talk's list is a record. */
export const isUpcoming = (talk: { startsAt: Date }, now: Date): boolean =>
  talk.startsAt.getTime() > now.getTime();

export const freeSeats = (talk: Talk): number => Math.max(0, talk.seats - talk.taken);

export const isFull = (talk: Talk): boolean => freeSeats(talk) === 0;

export const isAttendanceOpen = (talk: { startsAt: Date }, now: Date): boolean =>
  now.getTime() >= talk.startsAt.getTime() - ATTENDANCE_OPENS_BEFORE_MS;

/** Soonest first; the id breaks ties, as storage orders them. */
export const soonestFirst = (a: Talk, b: Talk): number =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id);

/**
 * A talk stays among the current ones for half a day after it starts, while staff record who came;
 * then it is listed with the past ones.
 */
export const CURRENT_AFTER_START_MS = 12 * 60 * 60 * 1000;

/** How many talks each list shows: a bounded read (firestore.rules isBoundedList(31)). */
export const TALK_LIST_SIZE = 30;
