import { addDoc, collection, deleteDoc, doc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { exportRecordData } from '../../src/audit/adapters/firestore/audit-document';
import type { DataExportEvent } from '../../src/audit/domain/audit-record';
import { AUDIT_LOG_COLLECTION } from '../../src/audit/adapters/audit-collections';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { dayOf2025 } from '../support/application-record-fixtures';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import {
  MEMBERS,
  registerStaffRulesWorld,
  type Actor,
  type Role,
} from './support/staff-rules-world';

const world = registerStaffRulesWorld('export-audit-rules');

const ADMIN: readonly Role[] = ['admin'];
const NOBODY: readonly Role[] = [];

const csv: DataExportEvent = { kind: 'exportacion-csv', view: 'la lista «En trámite»', rows: 23 };
const download: DataExportEvent = {
  kind: 'descarga-de-datos-personales',
  numbers: ['SOL1234'],
  format: 'texto',
};

/** The adapter's record of `event` by the caller, with `tamper` laid over it. */
const record =
  (event: DataExportEvent, tamper: Record<string, unknown> = {}) =>
  (actor: Actor) =>
    addDoc(collection(actor.db, AUDIT_LOG_COLLECTION), {
      ...exportRecordData(event, actor),
      ...tamper,
    });

/** An export recorded earlier by the staff member (past the rules), to change or delete. */
async function recorded(): Promise<string> {
  const id = `exportacion-${await world.freeId()}`;
  await world.privileged.write(`${AUDIT_LOG_COLLECTION}/${id}`, {
    ...exportRecordData(csv, { uid: 'empleado', email: 'empleado@cooperativa.example' }),
    at: Timestamp.now(),
  });
  return id;
}

const csvExports: Operation[] = [
  { name: 'record their own CSV export of a list', allowed: MEMBERS, run: record(csv) },
  {
    name: 'record their own CSV export of a search by DUI',
    allowed: MEMBERS,
    run: record({ kind: 'exportacion-csv', view: 'una búsqueda por DUI', rows: 1 }),
  },
  {
    name: 'record a CSV export of 1,000 rows (the most one file holds)',
    allowed: MEMBERS,
    run: record({ ...csv, rows: 1000 }),
  },
  {
    name: 'record a CSV export of 1,001 rows',
    allowed: NOBODY,
    run: record({ ...csv, rows: 1001 }),
  },
  { name: 'record a CSV export of -1 rows', allowed: NOBODY, run: record({ ...csv, rows: -1 }) },
  {
    name: 'record a CSV export of 2.5 rows',
    allowed: NOBODY,
    run: record(csv, { count: 2.5 }),
  },
  {
    name: 'record a CSV export whose view is what was searched for (a DUI)',
    allowed: NOBODY,
    run: record({ ...csv, view: '04581234-5' }),
  },
  {
    name: 'record a CSV export whose view is a search with its text',
    allowed: NOBODY,
    run: record({ ...csv, view: 'una búsqueda por DUI: 04581234-5' }),
  },
  {
    name: 'record a CSV export in the name of someone else',
    allowed: NOBODY,
    run: record(csv, { uid: 'otra-persona' }),
  },
  {
    name: 'record a CSV export under another e-mail',
    allowed: NOBODY,
    run: record(csv, { email: 'otra@cooperativa.example' }),
  },
  {
    name: 'record a CSV export dated by the browser',
    allowed: NOBODY,
    run: record(csv, { at: Timestamp.fromDate(dayOf2025(1)) }),
  },
  {
    name: 'record a CSV export with a field of personal data',
    allowed: NOBODY,
    run: record(csv, { dui: '04581234-5' }),
  },
  {
    name: 'record a CSV export that names numbers, as a spam removal does',
    allowed: NOBODY,
    run: record(csv, { numbers: ['SOL1234'] }),
  },
  {
    name: 'record a CSV export with no view',
    allowed: NOBODY,
    run: async (actor) => {
      const { view: _view, ...rest } = exportRecordData(csv, actor) as Record<string, unknown>;
      return addDoc(collection(actor.db, AUDIT_LOG_COLLECTION), rest);
    },
  },
];

const downloads: Operation[] = [
  { name: "record a download of a person's data", allowed: ADMIN, run: record(download) },
  {
    name: "record a download of a person's data as JSON, 20 applications",
    allowed: ADMIN,
    run: record({
      ...download,
      format: 'json',
      numbers: Array.from({ length: 20 }, (_, i) => `SOL${3000 + i}` as ApplicationId),
    }),
  },
  {
    name: 'record a download naming 21 applications',
    allowed: NOBODY,
    run: record({
      ...download,
      numbers: Array.from({ length: 21 }, (_, i) => `SOL${3100 + i}` as ApplicationId),
    }),
  },
  {
    name: 'record a download naming no application',
    allowed: NOBODY,
    run: record({ ...download, numbers: [] }),
  },
  {
    name: 'record a download whose count is not its numbers',
    allowed: NOBODY,
    run: record(download, { count: 3 }),
  },
  {
    name: 'record a download in another format',
    allowed: NOBODY,
    run: record(download, { format: 'pdf' }),
  },
  {
    name: 'record a download in the name of someone else',
    allowed: NOBODY,
    run: record(download, { uid: 'otra-persona' }),
  },
  {
    name: 'record a download dated by the browser',
    allowed: NOBODY,
    run: record(download, { at: Timestamp.fromDate(dayOf2025(1)) }),
  },
  {
    name: "record a download with the person's name",
    allowed: NOBODY,
    run: record(download, { nombre: 'Ana' }),
  },
];

const changes: Operation[] = [
  {
    name: 'change the rows of a recorded export',
    allowed: NOBODY,
    run: async (actor) =>
      updateDoc(doc(actor.db, AUDIT_LOG_COLLECTION, await recorded()), { count: 0 }),
  },
  {
    name: 'delete a recorded export',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(doc(actor.db, AUDIT_LOG_COLLECTION, await recorded())),
  },
];

describe('firestore.rules for recording exports in the audit log', () => {
  describeRulesMatrix(
    'firestore.rules for recording exports',
    [
      ['CSV exports (every member)', csvExports],
      ["downloads of a person's data (admins)", downloads],
      ['records never change', changes],
    ],
    (role) => world.actor(role),
    100,
  );
});
