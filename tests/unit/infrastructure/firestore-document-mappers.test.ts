import { STAGE_FLAGS } from '../../../src/applications/domain/workflow/stage';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { TYPED_FIELDS } from '../../../src/applications/domain/stored-application';
import type { ApplicationRecord } from '../../../src/applications/domain/application-record';
import {
  applicationRecordOf,
  historyEntryOf,
} from '../../../src/applications/adapters/firestore/application-document';
import { erasureRecordOf } from '../../../src/applications/adapters/firestore/erasure-document';
import { staffRoleOf } from '../../../src/access/adapters/firebase/staff-entry-document';
import type { StoredDocument } from '../../../src/shared/adapters/staff-firebase/document-reader';
import { applicationRecord, dayOf2025 } from '../../support/application-record-fixtures';
import { expectMalformed as expectMalformedBy } from '../../support/expect-malformed';

/** Stand-ins for personal data: whatever a field holds must never show in an error. */
const SECRET_TEXT = 'Rosalinda Quintanilla 6543-2109';
const SECRET_NUMBER = 65432109;
const SECRETS = [SECRET_TEXT, String(SECRET_NUMBER)];

/** A value of the wrong type for each kind of field, each one a "secret". */
const WRONG: Record<'string' | 'boolean' | 'timestamp' | 'enum', unknown[]> = {
  string: [SECRET_NUMBER, { name: SECRET_TEXT }, [SECRET_TEXT], null, true],
  boolean: [SECRET_TEXT, SECRET_NUMBER, null],
  timestamp: [SECRET_TEXT, SECRET_NUMBER, new Date(2025, 0, 1).toISOString(), null],
  enum: [SECRET_TEXT, SECRET_NUMBER, null],
};

type FieldKind = keyof typeof WRONG;

/** The same document with these fields changed. */
const changed = (document: StoredDocument, fields: Record<string, unknown>): StoredDocument => ({
  ...document,
  data: { ...document.data, ...fields },
});

/** The same document without this field. */
function without(document: StoredDocument, field: string): StoredDocument {
  const { [field]: _dropped, ...rest } = document.data;
  return { ...document, data: rest };
}

/** The same document stored under another id. */
const renamed = (document: StoredDocument, path: string): StoredDocument => ({
  ...document,
  path,
  id: path.split('/').at(-1) as string,
});

/** The mapper fails naming the document and the field, and no value it found. */
const expectMalformed = (map: () => unknown, path: string, field: string) =>
  expectMalformedBy(map, path, field, SECRETS);

/** Every field missing, then every wrong value in it, makes the mapper fail on that field. */
function expectEveryFieldChecked(
  good: StoredDocument,
  fields: Record<string, FieldKind>,
  map: (document: StoredDocument) => unknown,
): void {
  for (const [field, kind] of Object.entries(fields)) {
    const missing = expectMalformed(() => map(without(good, field)), good.path, field);
    expect(missing.problem).toMatch(/found nothing$/);
    for (const value of WRONG[kind]) {
      expectMalformed(() => map(changed(good, { [field]: value })), good.path, field);
    }
  }
}

/** An application as firestore.rules let it be stored: the form, the flags, staff metadata. */
function storedApplication({
  date,
  closeReason,
  checklist,
  associatedAt,
  progressAt,
  openedAt,
  previousApplication,
  ...record
}: ApplicationRecord): StoredDocument {
  const data = {
    ...record,
    date: Timestamp.fromDate(date),
    ...(closeReason === null ? {} : { closeReason }),
    ...(Object.keys(checklist).length > 0 ? { checklist } : {}),
    ...(associatedAt ? { associatedAt: Timestamp.fromDate(associatedAt) } : {}),
    ...(progressAt ? { progressAt: Timestamp.fromDate(progressAt) } : {}),
    ...(openedAt ? { openedAt: Timestamp.fromDate(openedAt) } : {}),
    ...(previousApplication ? { previousApplication } : {}),
    updatedAt: Timestamp.now(),
    updatedBy: 'uid-1',
  };
  return { path: `Applications/${record.id}`, id: record.id, data };
}

const APPLICATION_FIELDS: Record<string, FieldKind> = {
  ...Object.fromEntries(TYPED_FIELDS.map((field) => [field, 'string'])),
  terms: 'boolean',
  date: 'timestamp',
  alert: 'boolean',
  status: 'boolean',
  isAssociated: 'boolean',
};

describe('the application mapper', () => {
  const closed = applicationRecord('SOL4821', dayOf2025(3), {
    stage: 'cerrada',
    closeReason: 'duplicada',
  });
  const fresh = applicationRecord('SOL1234', dayOf2025(1));

  it('maps a stored application to the record staff see, staff metadata left out', () => {
    expect(applicationRecordOf(storedApplication(closed))).toEqual(closed);
    expect(applicationRecordOf(storedApplication(fresh))).toEqual(fresh);
  });

  it('reads the checklist, when it was associated and when it last progressed, none when never written', () => {
    const member: ApplicationRecord = {
      ...closed,
      ...STAGE_FLAGS.asociada,
      closeReason: null,
      checklist: { 'copia-dui': true, cuota: 'A-00123' },
      associatedAt: new Date('2026-03-14T15:00:00Z'),
      progressAt: new Date('2026-03-14T15:00:00Z'),
    };
    expect(applicationRecordOf(storedApplication(member))).toEqual(member);
    expect(applicationRecordOf(storedApplication(fresh))).toMatchObject({
      checklist: {},
      associatedAt: null,
      progressAt: null,
    });
    expectMalformed(
      () => applicationRecordOf(changed(storedApplication(member), { progressAt: 'ayer' })),
      `Applications/${member.id}`,
      'progressAt',
    );
    const stored = storedApplication(member);
    for (const checklist of [{ edad: true }, { cuota: true }, { charla: 'sí' }, ['copia-dui']])
      expectMalformed(
        () => applicationRecordOf(changed(stored, { checklist })),
        stored.path,
        'checklist',
      );
  });

  it('reads no close reason, or a null one, as none: the public page writes none', () => {
    const stored = storedApplication(fresh);
    expect(applicationRecordOf(stored).closeReason).toBeNull();
    expect(applicationRecordOf(changed(stored, { closeReason: null })).closeReason).toBeNull();
  });

  it('does not check again what the rules checked on write (a DUI check digit, say)', () => {
    const record = applicationRecordOf(changed(storedApplication(fresh), { dui: '02495046-4' }));
    expect(record.dui).toBe('02495046-4');
  });

  it('fails on any field missing or of the wrong type, naming it and never its value', () => {
    expectEveryFieldChecked(storedApplication(closed), APPLICATION_FIELDS, applicationRecordOf);
  });

  it("fails on a close reason that is not one of the domain's", () => {
    const stored = storedApplication(closed);
    for (const value of [SECRET_TEXT, SECRET_NUMBER]) {
      const map = () => applicationRecordOf(changed(stored, { closeReason: value }));
      expect(expectMalformed(map, stored.path, 'closeReason').problem).toContain('no-se-presento');
    }
  });

  it('fails on a document whose id is not a SOL number', () => {
    const stored = renamed(storedApplication(fresh), 'Applications/abc');
    expectMalformed(() => applicationRecordOf(stored), 'Applications/abc', 'document id');
  });
});

const AT = new Date('2026-03-14T15:09:26Z');
const by = { uid: 'uid-1', email: 'ana@cooperativa.example' };
const entry = (kind: string, fields: Record<string, unknown>): StoredDocument => ({
  path: 'Applications/SOL4821/history/e1',
  id: 'e1',
  data: { kind, ...fields, at: Timestamp.fromDate(AT), uid: by.uid, email: by.email },
});
const COMMON_FIELDS: Record<string, FieldKind> = {
  kind: 'enum',
  at: 'timestamp',
  uid: 'string',
  email: 'string',
};

describe('the history entry mapper', () => {
  const note = entry('note', { text: 'Llamó el martes.' });
  const rectification = entry('rectification', { field: 'phone' });
  const closing = entry('transition', { from: 'en-tramite', to: 'cerrada', reason: 'desistio' });
  const start = entry('transition', { from: 'nueva', to: 'en-tramite', reason: null });
  const override = entry('transition', {
    from: 'en-tramite',
    to: 'asociada',
    reason: null,
    override: 'La junta lo aprobó.',
  });
  const paid = entry('requirement', { item: 'cuota', met: true, receipt: 'A-00123' });

  it('maps each kind of entry', () => {
    const common = { id: 'e1', at: AT, by };
    expect(historyEntryOf(note)).toEqual({ ...common, kind: 'note', text: 'Llamó el martes.' });
    expect(historyEntryOf(rectification)).toEqual({
      ...common,
      kind: 'rectification',
      field: 'phone',
    });
    expect(historyEntryOf(closing)).toEqual({
      ...common,
      kind: 'transition',
      from: 'en-tramite',
      to: 'cerrada',
      reason: 'desistio',
      override: null,
    });
    expect(historyEntryOf(start)).toMatchObject({ kind: 'transition', reason: null });
    expect(historyEntryOf(override)).toMatchObject({ override: 'La junta lo aprobó.' });
    expect(historyEntryOf(paid)).toEqual({
      ...common,
      kind: 'requirement',
      item: 'cuota',
      met: true,
      receipt: 'A-00123',
    });
  });

  it('fails on a requirement that is not on the checklist, or whose state is not a boolean', () => {
    expectMalformed(() => historyEntryOf(changed(paid, { item: 'edad' })), paid.path, 'item');
    expectMalformed(() => historyEntryOf(changed(paid, { met: 'sí' })), paid.path, 'met');
    expectMalformed(() => historyEntryOf(changed(paid, { receipt: 123 })), paid.path, 'receipt');
  });

  it('fails on any field its kind needs, missing or of the wrong type or value', () => {
    expectEveryFieldChecked(note, { ...COMMON_FIELDS, text: 'string' }, historyEntryOf);
    expectEveryFieldChecked(rectification, { ...COMMON_FIELDS, field: 'enum' }, historyEntryOf);
    const move: Record<string, FieldKind> = { ...COMMON_FIELDS, from: 'enum', to: 'enum' };
    expectEveryFieldChecked(closing, move, historyEntryOf);
  });

  it('needs the reason of a move, null when it does not close, as the rules require', () => {
    expectMalformed(() => historyEntryOf(without(closing, 'reason')), closing.path, 'reason');
    for (const value of [SECRET_TEXT, SECRET_NUMBER]) {
      const map = () => historyEntryOf(changed(closing, { reason: value }));
      expectMalformed(map, closing.path, 'reason');
    }
  });

  it("reads the applicant's own withdrawal (from the status page) as theirs, and no other actor", () => {
    const { uid: _uid, email: _email, ...withoutMember } = closing.data;
    const withdrawal = { ...closing, data: { ...withoutMember, actor: 'solicitante' } };

    expect(historyEntryOf(withdrawal)).toMatchObject({
      by: { applicant: true },
      reason: 'desistio',
    });
    expectMalformed(
      () => historyEntryOf(changed(withdrawal, { actor: 'otro' })),
      closing.path,
      'actor',
    );
  });

  it('fails on a corrected field that the applicant does not type (the terms, say)', () => {
    const terms = changed(rectification, { field: 'terms' });
    expectMalformed(() => historyEntryOf(terms), rectification.path, 'field');
  });
});

describe('the erasure record mapper', () => {
  const erasedAt = new Date('2026-03-14T15:09:26Z');
  const record: StoredDocument = {
    path: 'Applications/SOL4821',
    id: 'SOL4821',
    data: {
      id: 'SOL4821',
      erasedAt: Timestamp.fromDate(erasedAt),
      erasedBy: 'admin-1',
      erasedByEmail: 'admin@cooperativa.example',
      erasureReason: 'plazo-vencido',
    },
  };

  it('maps the erasure record', () => {
    const erasedBy = { uid: 'admin-1', email: 'admin@cooperativa.example' };
    expect(erasureRecordOf(record)).toEqual({
      id: 'SOL4821',
      erasedAt,
      erasedBy,
      reason: 'plazo-vencido',
    });
  });

  it('fails on any field missing or of the wrong type or value', () => {
    const fields: Record<string, FieldKind> = {
      erasedAt: 'timestamp',
      erasedBy: 'string',
      erasedByEmail: 'string',
      erasureReason: 'enum',
    };
    expectEveryFieldChecked(record, fields, erasureRecordOf);
    const renumbered = renamed(record, 'Applications/x');
    expectMalformed(() => erasureRecordOf(renumbered), 'Applications/x', 'document id');
  });
});

describe('the staff entry mapper', () => {
  const entryOf = (data: Record<string, unknown>): StoredDocument => ({
    path: 'Staff/uid-1',
    id: 'uid-1',
    data,
  });

  it('reads the role', () => {
    expect(staffRoleOf(entryOf({ role: 'staff', email: 'ana@cooperativa.example' }))).toBe('staff');
    expect(staffRoleOf(entryOf({ role: 'admin' }))).toBe('admin');
  });

  it('fails on a role missing, misspelt or of the wrong type: it never passes for a role', () => {
    expectEveryFieldChecked(entryOf({ role: 'admin' }), { role: 'enum' }, staffRoleOf);
    const map = () => staffRoleOf(entryOf({ role: 'Admin' }));
    const misspelt = expectMalformed(map, 'Staff/uid-1', 'role');
    expect(misspelt.problem).toBe('should be one of staff, admin, found another string');
  });
});
