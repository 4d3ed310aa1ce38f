import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { validateApplicationForm } from '../../src/submission/domain/rules/application-rules';
import type { TypedField } from '../../src/applications/domain/stored-application';
import { noteProblem } from '../../src/applications/domain/history-entry';
import { noteEntryData } from '../../src/applications/adapters/firestore/history-writes';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { validForm } from '../support/application-fixtures';
import {
  ACCEPTED_MANY_LINES_TEXTS,
  ACCEPTED_ONE_LINE_TEXTS,
  BLANK_TEXTS,
  HIDDEN_TEXTS,
  LINE_BREAK_TEXTS,
  ONE_LINE_FIELDS,
  type TextCase,
} from '../support/refused-text';
import { PrivacyFixtures, rectifyApplication } from './support/privacy-writes';
import { registerStaffRulesWorld } from './support/staff-rules-world';

/**
 * firestore.rules and src/shared/domain/visible-text.ts refuse the same text, tried with
 * the values of tests/support/refused-text.ts (the domain's test, tests/unit/domain/
 * visible-text.test.ts, uses the very same). The public create is closed to everyone, so the
 * client writes of typed text left are an admin's correction and a member's note.
 */
const world = registerStaffRulesWorld('text-rules');
const fixtures = new PrivacyFixtures(world);

/** The application every refused write tries: a refused write leaves it as it was. */
let target: ApplicationId;
beforeAll(async () => {
  target = await fixtures.application();
});

const correct = async (field: TypedField, value: string, id: ApplicationId = target) =>
  rectifyApplication(await world.actor('admin'), id, field, value);

const addNote = async (text: string, id: ApplicationId = target) => {
  const staff = await world.actor('staff');
  const history = collection(staff.db, APPLICATIONS_COLLECTION, id, HISTORY_COLLECTION);
  return addDoc(history, noteEntryData(text, staff));
};

const corrections = (cases: readonly TextCase[], fields: readonly TypedField[]) =>
  cases.flatMap(({ name, value }) => fields.map((field) => [name, field, value] as const));

const DENIED_CORRECTIONS = [
  ...corrections(BLANK_TEXTS, ONE_LINE_FIELDS),
  ...corrections(HIDDEN_TEXTS, [...ONE_LINE_FIELDS, 'message']),
  ...corrections(LINE_BREAK_TEXTS, ONE_LINE_FIELDS),
];
const DENIED_NOTES = [...BLANK_TEXTS, ...HIDDEN_TEXTS].map(({ name, value }) => [name, value]);

describe('firestore.rules refuse what the domain refuses in typed text', () => {
  it.each(DENIED_CORRECTIONS)(
    "deny an admin's correction to %s in %s, as the form does",
    async (_name, field, value) => {
      expect(validateApplicationForm(validForm({ [field]: value }))[field]).toBeDefined();
      await assertFails(correct(field, value));
    },
  );

  it.each(DENIED_NOTES)('deny a note of %s, as the domain does', async (_name, value) => {
    expect(noteProblem(value)).toBeDefined();
    await assertFails(addNote(value));
  });

  it('left the application they were tried on as it was', async () => {
    const stored = await getDoc(doc(world.privileged.db, APPLICATIONS_COLLECTION, target));
    const { first_name, last_name, company, address, message } = stored.data() ?? {};
    expect({ first_name, last_name, company, address, message }).toEqual({
      first_name: `Persona ${target}`,
      last_name: validForm().last_name,
      company: validForm().company,
      address: validForm().address,
      message: validForm().message,
    });
  });

  it('would have let a correct value through: the values alone were refused', async () => {
    await assertSucceeds(correct('first_name', 'Ana Lucía'));
    await assertSucceeds(addNote('Llamar el lunes.'));
  });

  it(`count ${DENIED_CORRECTIONS.length + DENIED_NOTES.length} denied cases`, () => {
    expect(DENIED_CORRECTIONS.length + DENIED_NOTES.length).toBeGreaterThanOrEqual(400);
  });
});

describe('firestore.rules accept what the domain accepts in typed text', () => {
  it.each(ACCEPTED_ONE_LINE_TEXTS.map(({ name, field, value }) => [name, field, value] as const))(
    "accept an admin's correction to %s (%s)",
    async (_name, field, value) => {
      expect(validateApplicationForm(validForm({ [field]: value }))).toEqual({});
      await assertSucceeds(correct(field, value, await fixtures.application()));
    },
  );

  it.each(
    [...ACCEPTED_MANY_LINES_TEXTS, ...LINE_BREAK_TEXTS].map(({ name, value }) => [name, value]),
  )('accept %s in the message and in a note', async (_name, value) => {
    expect(validateApplicationForm(validForm({ message: value }))).toEqual({});
    expect(noteProblem(value)).toBeUndefined();
    const id = await fixtures.application();
    await assertSucceeds(correct('message', value, id));
    await assertSucceeds(addNote(value, id));
  });
});
