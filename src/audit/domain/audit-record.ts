import type { SignedInUser, StaffRole } from '../../access/domain/staff-member';
import type { ApplicationId } from '../../applications/domain/application-id';

/**
 * What was done that leaves no other trace, as the audit log keeps it: who, when, and what,
 * never anyone's personal data (an application's number is not: it names no one outside the
 * office). Each kind says what it needs.
 */
export type SpamRemovalEvent = { kind: 'eliminacion-de-spam'; numbers: readonly ApplicationId[] };

/**
 * A list or a search handed over as a CSV file (staff and admins). `view` says which, without
 * anything searched for: the inbox's export names it (src/inbox/domain/application-export.ts
 * EXPORT_VIEW_NAMES, the same list firestore.rules accept); `rows` is how many applications the
 * file holds.
 */
export type CsvExportEvent = { kind: 'exportacion-csv'; view: string; rows: number };

/** The two files of a person's data an admin may download: readable text, or JSON. */
export type PersonalDataFormat = 'texto' | 'json';

export const PERSONAL_DATA_FORMATS: readonly PersonalDataFormat[] = ['texto', 'json'];

/** One person's applications, with their histories, downloaded by an admin (a rights request). */
export type PersonalDataDownloadEvent = {
  kind: 'descarga-de-datos-personales';
  numbers: readonly ApplicationId[];
  format: PersonalDataFormat;
};

/** What leaves the inbox as a file: recorded before the file is handed to the browser. */
export type DataExportEvent = CsvExportEvent | PersonalDataDownloadEvent;

/** What an admin did to someone on the team (src/team), as the server records it. */
export type TeamChange =
  'invitacion' | 'cambio-de-rol' | 'retiro-de-acceso' | 'devolucion-de-acceso';

export const TEAM_CHANGES: readonly TeamChange[] = [
  'invitacion',
  'cambio-de-rol',
  'retiro-de-acceso',
  'devolucion-de-acceso',
];

/**
 * A change to the team: whom (their account and e-mail), what, and the role they have after it.
 * Only the server writes it (firestore.rules let no page create one).
 */
export type TeamChangeEvent = {
  kind: 'cambio-en-el-equipo';
  change: TeamChange;
  member: SignedInUser;
  role: StaffRole;
};

/** A passkey added to a member's keys, or taken away (src/passkeys), as the server records it. */
export type KeyChange = 'alta-de-llave' | 'baja-de-llave';

export const KEY_CHANGES: readonly KeyChange[] = ['alta-de-llave', 'baja-de-llave'];

/** A change of a member's passkeys: whose, what, and the key's name. Only the server writes it. */
export type KeyChangeEvent = {
  kind: 'cambio-de-llaves';
  change: KeyChange;
  member: SignedInUser;
  keyName: string;
};

export type AuditEvent = SpamRemovalEvent | DataExportEvent | TeamChangeEvent | KeyChangeEvent;

export type AuditKind = AuditEvent['kind'];

export const AUDIT_KINDS: readonly AuditKind[] = [
  'eliminacion-de-spam',
  'exportacion-csv',
  'descarga-de-datos-personales',
  'cambio-en-el-equipo',
  'cambio-de-llaves',
];

/**
 * One line of the log. `count` is how many the event took: the numbers a removal or a download
 * names, the rows an export holds (the rules check it).
 */
export type AuditRecord = AuditEvent & { id: string; at: Date; by: SignedInUser; count: number };

/** How many an event took, as its record's `count`. */
export const countOf = (event: AuditEvent): number =>
  event.kind === 'exportacion-csv'
    ? event.rows
    : event.kind === 'cambio-en-el-equipo' || event.kind === 'cambio-de-llaves'
      ? 1
      : event.numbers.length;

/**
 * The most numbers one removal names: one batch of writes marks them all (Firestore takes 500
 * writes a batch, and the record is one of them).
 */
export const MAX_NUMBERS_PER_REMOVAL = 400;

/**
 * The most rows one CSV export holds; the inbox's export reads no more (MAX_EXPORT_APPLICATIONS
 * is this), and firestore.rules refuse a record of more.
 */
export const MAX_EXPORTED_ROWS = 1000;

/**
 * The most applications one download of a person's data names: a person is found by their DUI,
 * and that search returns at most 20 (MAX_SEARCH_RESULTS in src/inbox/domain/search-query.ts).
 */
export const MAX_NUMBERS_PER_DOWNLOAD = 20;

/** How many records a page of the log shows, newest first. */
export const AUDIT_PAGE_SIZE = 20;
