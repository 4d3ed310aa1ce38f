import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  MAILBOX_SEATS_COLLECTION,
  SEAT_HOLDERS_COLLECTION,
  SEATS_COLLECTION,
  TALK_PASSES_COLLECTION,
  TALKS_COLLECTION,
} from '../talks-collections';
import { tokenHashOf } from '../../../shared/adapters/server/token-hash';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { isApplicationId, type ApplicationId } from '../../../applications/domain/application-id';
import type { MailboxHold } from '../../domain/mailbox-seat';
import type { Seat } from '../../domain/seat';
import type { Talk, TalkId } from '../../domain/talk';
import type { StoredPass, TalkPass } from '../../domain/talk-pass';
import { isCount } from '../../../shared/domain/count';

/**
 * The talks' documents as the server reads and writes them (the Admin SDK): the same documents
 * and fields as the staff's adapter (../firestore/talk-document.ts), which firestore.rules check
 * when a clerk writes them.
 */
export const talksOf = (db: Firestore) => db.collection(TALKS_COLLECTION);
export const talkAt = (db: Firestore, id: TalkId) => talksOf(db).doc(id);
export const seatAt = (db: Firestore, id: TalkId, applicationId: ApplicationId) =>
  talkAt(db, id).collection(SEATS_COLLECTION).doc(applicationId);
export const holderAt = (db: Firestore, applicationId: ApplicationId) =>
  db.collection(SEAT_HOLDERS_COLLECTION).doc(applicationId);
export const mailboxSeatsOf = (db: Firestore) => db.collection(MAILBOX_SEATS_COLLECTION);
/** A mailbox's hold, under the keyed hash of the mailbox (mailbox-seat.ts), never the address. */
export const mailboxSeatAt = (db: Firestore, key: string) => mailboxSeatsOf(db).doc(key);
/** An application holds one mailbox's seat, two if an admin corrected its e-mail since. */
const MAILBOX_HOLDS_READ = 10;
/**
 * The holds that name an application: a query on `applicationId` (the automatic single-field
 * index), a few documents at most.
 */
export const mailboxHoldsOf = (db: Firestore, applicationId: ApplicationId) =>
  mailboxSeatsOf(db).where('applicationId', '==', applicationId).limit(MAILBOX_HOLDS_READ);
export const passesOf = (db: Firestore) => db.collection(TALK_PASSES_COLLECTION);
/** A pass is kept under its token's SHA-256 (base64url): the token itself never is. */
export const passAt = (db: Firestore, token: string) => passesOf(db).doc(tokenHashOf(token));

/**
 * A pass as stored: what it is for, whose and which seat, when it was issued (what is forgotten
 * with an application is what was issued before it went), `expireAt` (a TTL policy deletes it a
 * while after) and `usedAt`.
 */
export function passFields(pass: TalkPass, now: Date) {
  return {
    purpose: pass.purpose,
    applicationId: pass.applicationId,
    ...(pass.purpose === 'no-asistire'
      ? { talkId: pass.talkId, assignedAt: Timestamp.fromDate(pass.assignedAt) }
      : {}),
    issuedAt: Timestamp.fromDate(now),
    expireAt: Timestamp.fromDate(pass.expiresAt),
    usedAt: null,
  };
}

/** The one mapper of a pass: every field checked, a value never quoted. */
export function adminPassOf(snapshot: DocumentSnapshot): StoredPass | undefined {
  if (!snapshot.exists) return undefined;
  const read = reader(snapshot);
  const applicationId = read.string('applicationId');
  if (!isApplicationId(applicationId)) throw read.fail('applicationId', 'is not a SOL number');
  const usedAt = read.data.usedAt === null ? null : read.date('usedAt');
  const expiresAt = read.date('expireAt');
  const purpose = read.string('purpose');
  if (purpose === 'elegir') return { purpose, applicationId, expiresAt, usedAt };
  if (purpose !== 'no-asistire') throw read.fail('purpose', 'is not a pass purpose');
  return {
    purpose,
    applicationId,
    talkId: read.string('talkId'),
    assignedAt: read.date('assignedAt'),
    expiresAt,
    usedAt,
  };
}

/** A hold taken with an applicant's seat: `heldAt` the server's time, as the seat's. */
export const mailboxHoldFields = (applicationId: ApplicationId) => ({
  applicationId,
  heldAt: FieldValue.serverTimestamp(),
});

/** The one mapper of a mailbox's hold: every field checked, a value never quoted. */
export function adminMailboxHoldOf(snapshot: DocumentSnapshot): MailboxHold | undefined {
  if (!snapshot.exists) return undefined;
  const read = reader(snapshot);
  const applicationId = read.string('applicationId');
  if (!isApplicationId(applicationId)) throw read.fail('applicationId', 'is not a SOL number');
  return { applicationId, heldAt: read.date('heldAt') };
}

/** Who gave a seat the applicant took themselves (staff seats name the clerk's uid). */
export const APPLICANT_ASSIGNER = 'solicitante';

/** The count changed by one seat, naming it, as the staff's writes do (isSeatCount). */
export const seatCountFields = (taken: number, applicationId: ApplicationId) => ({
  taken,
  lastSeatId: applicationId,
});

/** A seat the applicant took (the staff's newSeatData, with the applicant as who gave it). */
export const applicantSeatFields = (applicationId: ApplicationId) => ({
  applicationId,
  attended: false,
  assignedAt: FieldValue.serverTimestamp(),
  assignedBy: APPLICANT_ASSIGNER,
});

function reader(snapshot: DocumentSnapshot) {
  const path = snapshot.ref.path;
  const data: DocumentData = snapshot.data() ?? {};
  const fail = (field: string, problem: string) => new MalformedDocumentError(path, field, problem);
  return {
    data,
    string(field: string): string {
      const value: unknown = data[field];
      if (typeof value !== 'string') throw fail(field, 'is not text');
      return value;
    },
    count(field: string): number {
      const value: unknown = data[field];
      if (!isCount(value)) throw fail(field, 'is not a whole number, zero or more');
      return value;
    },
    date(field: string): Date {
      const value: unknown = data[field];
      if (!(value instanceof Timestamp)) throw fail(field, 'is not a timestamp');
      return value.toDate();
    },
    boolean(field: string): boolean {
      const value: unknown = data[field];
      if (typeof value !== 'boolean') throw fail(field, 'is not true or false');
      return value;
    },
    fail,
  };
}

/** The one mapper of a talk on the server: every field checked, a value never quoted. */
export function adminTalkOf(snapshot: DocumentSnapshot): Talk {
  const read = reader(snapshot);
  return {
    id: snapshot.id,
    startsAt: read.date('startsAt'),
    place: read.string('place'),
    seats: read.count('seats'),
    taken: read.count('taken'),
  };
}

/** The one mapper of a seat on the server (Talks/{talkId}/seats/{SOL id}). */
export function adminSeatOf(snapshot: DocumentSnapshot): Seat {
  const read = reader(snapshot);
  const applicationId = read.string('applicationId');
  if (!isApplicationId(applicationId) || applicationId !== snapshot.id)
    throw read.fail('applicationId', 'is not the seat’s SOL number');
  return {
    talkId: snapshot.ref.parent.parent?.id ?? '',
    applicationId,
    assignedAt: read.date('assignedAt'),
    attended: read.boolean('attended'),
  };
}

/** Which talk holds the application's latest seat; undefined when none does. */
export const adminHeldTalkOf = (snapshot: DocumentSnapshot): TalkId | undefined =>
  snapshot.exists ? reader(snapshot).string('talkId') : undefined;
