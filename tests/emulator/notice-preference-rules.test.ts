import { assertFails } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import { STAFF_COLLECTION } from '../../src/access/adapters/access-collections';
import { registerStaffTestProject } from './support/staff-test-project';

/**
 * No page writes Staff, a member's own notices included: the team function writes them
 * (src/team). Cases tests/emulator/staff-rules.test.ts does not reach: an entry that already
 * holds a choice, and a member or an admin on their own entry.
 */
const env = registerStaffTestProject('notice-preference-rules');
const person = { uid: 'persona-1', email: 'persona@cooperativa.example' };
const entryPath = `${STAFF_COLLECTION}/${person.uid}`;
const ownEntry = () => doc(env.project.signedIn(person), STAFF_COLLECTION, person.uid);

beforeAll(() => setLogLevel('error')); // every case is an expected denial
beforeEach(() => env.project.admin.clear());

describe('firestore.rules for notices: the server writes them, never a page', () => {
  it.each(['staff', 'admin'])(
    'refuses a %s every change of their own notices, valid or not',
    async (role) => {
      await env.privileged.write(entryPath, { role, email: person.email, notices: 'ninguno' });
      for (const value of ['cada-solicitud', 'resumen-diario', 'ninguno', 'todas', null])
        await assertFails(updateDoc(ownEntry(), { notices: value }));
      await assertFails(updateDoc(ownEntry(), { notices: deleteField() }));
      await assertFails(setDoc(ownEntry(), { notices: 'cada-solicitud' }, { merge: true }));
    },
  );
});
