import {
  collection,
  doc,
  serverTimestamp,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { isApplicationId, type ApplicationId } from '../../../applications/domain/application-id';
import { SEAT_HOLDERS_COLLECTION, SEATS_COLLECTION, TALKS_COLLECTION } from '../talks-collections';
import {
  DocumentReader,
  storedDocumentOf,
} from '../../../shared/adapters/staff-firebase/document-reader';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import type { Seat } from '../../domain/seat';
import type { Talk, TalkDetails, TalkId } from '../../domain/talk';

export const talksIn = (db: Firestore) => collection(db, TALKS_COLLECTION);
export const talkIn = (db: Firestore, id: TalkId) => doc(db, TALKS_COLLECTION, id);
export const seatsIn = (db: Firestore, id: TalkId) =>
  collection(db, TALKS_COLLECTION, id, SEATS_COLLECTION);
export const seatIn = (db: Firestore, id: TalkId, applicationId: ApplicationId) =>
  doc(db, TALKS_COLLECTION, id, SEATS_COLLECTION, applicationId);
export const holderIn = (db: Firestore, applicationId: ApplicationId) =>
  doc(db, SEAT_HOLDERS_COLLECTION, applicationId);

const detailsData = ({ startsAt, place, seats }: TalkDetails) => ({
  startsAt: Timestamp.fromDate(startsAt),
  place,
  seats,
});

const stamp = (by: SignedInUser) => ({ updatedAt: serverTimestamp(), updatedBy: by.uid });

/** A new talk as firestore.rules isNewTalk takes it: no seat taken yet, who and when. */
export const newTalkData = (details: TalkDetails, by: SignedInUser) => ({
  ...detailsData(details),
  taken: 0,
  lastSeatId: null,
  ...stamp(by),
});

/** An admin's edit (isTalkEdit): the details, who and when; never the count. */
export const talkEditData = (details: TalkDetails, by: SignedInUser) => ({
  ...detailsData(details),
  ...stamp(by),
});

/**
 * The count changed by one seat, naming it (isSeatCount): the rules find the seat taken or freed
 * in the same write through `lastSeatId`.
 */
export const seatCountData = (taken: number, applicationId: ApplicationId) => ({
  taken,
  lastSeatId: applicationId,
});

/** A seat as isSeatTaken takes it: the application, who gave it and when, not attended. */
export const newSeatData = (applicationId: ApplicationId, by: SignedInUser) => ({
  applicationId,
  attended: false,
  assignedAt: serverTimestamp(),
  assignedBy: by.uid,
});

/** Attendance (isAttendance): who recorded it and when. */
export const attendanceData = (by: SignedInUser) => ({
  attended: true,
  attendedAt: serverTimestamp(),
  attendedBy: by.uid,
});

export function toTalk(snapshot: DocumentSnapshot): Talk {
  const document = storedDocumentOf(snapshot);
  const read = new DocumentReader(document);
  return {
    id: document.id,
    startsAt: read.date('startsAt'),
    place: read.string('place'),
    seats: read.count('seats'),
    taken: read.count('taken'),
  };
}

export function toSeat(snapshot: DocumentSnapshot): Seat {
  const document = storedDocumentOf(snapshot);
  const read = new DocumentReader(document);
  const applicationId = read.string('applicationId');
  if (!isApplicationId(applicationId) || applicationId !== document.id)
    throw new MalformedDocumentError(document.path, 'applicationId', 'another string');
  return {
    // Talks/{talkId}/seats/{applicationId}
    talkId: snapshot.ref.parent.parent?.id ?? '',
    applicationId,
    assignedAt: read.date('assignedAt'),
    attended: read.boolean('attended'),
  };
}

/** Which talk holds the application's latest seat; undefined when none does. */
export const heldTalkOf = (snapshot: DocumentSnapshot): TalkId | undefined =>
  snapshot.exists() ? new DocumentReader(storedDocumentOf(snapshot)).string('talkId') : undefined;
