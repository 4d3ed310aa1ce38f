import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, setLogLevel, updateDoc } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import { STAFF_COLLECTION } from '../../src/shared/adapters/firestore/collection-names';
import { registerStaffTestProject } from './support/staff-test-project';

/**
 * Cases of the notices rule that tests/emulator/staff-rules.test.ts does not reach: an entry that
 * exists without a role on the list, and changes from an entry that already holds a choice.
 */
const env = registerStaffTestProject('notice-preference-rules');
const person = { uid: 'persona-1', email: 'persona@cooperativa.example' };
const entryPath = `${STAFF_COLLECTION}/${person.uid}`;
const ownEntry = () => doc(env.project.signedIn(person), STAFF_COLLECTION, person.uid);

beforeAll(() => setLogLevel('error')); // most cases are expected denials
beforeEach(() => env.project.admin.clear());

describe('firestore.rules for notices: only a member, on their own entry', () => {
  it.each([
    ['a role that is not on the list', { role: 'lectora', email: person.email }],
    ['no role at all (taken away in the console, entry kept)', { email: person.email }],
  ])('refuses an entry with %s: an entry is not membership', async (_, entry) => {
    await env.privileged.write(entryPath, entry);
    await assertFails(updateDoc(ownEntry(), { notices: 'cada-solicitud' }));
    await assertFails(updateDoc(ownEntry(), { notices: 'resumen-diario' }));
  });

  it('lets a member change their mind, from an entry that already holds a choice', async () => {
    await env.privileged.write(entryPath, {
      role: 'staff',
      email: person.email,
      notices: 'cada-solicitud',
    });
    await assertSucceeds(updateDoc(ownEntry(), { notices: 'ninguno' }));
    await assertSucceeds(updateDoc(ownEntry(), { notices: 'resumen-diario' }));
    await assertSucceeds(updateDoc(ownEntry(), { notices: 'cada-solicitud' }));
    await assertSucceeds(updateDoc(ownEntry(), { notices: 'resumen-diario' }));
    await assertSucceeds(updateDoc(ownEntry(), { notices: 'ninguno' }));
  });

  it.each(['Resumen-Diario', 'resumen', 'diario', 'resumen-semanal'])(
    'refuses %s, from an entry that holds the daily digest: a choice is one of the three values',
    async (value) => {
      await env.privileged.write(entryPath, {
        role: 'staff',
        email: person.email,
        notices: 'resumen-diario',
      });
      await assertFails(updateDoc(ownEntry(), { notices: value }));
    },
  );

  it.each([
    ['removing the field', deleteField()],
    ['setting it to null', null],
  ])('refuses %s: a choice is one of the three values', async (_, value) => {
    await env.privileged.write(entryPath, {
      role: 'staff',
      email: person.email,
      notices: 'cada-solicitud',
    });
    await assertFails(updateDoc(ownEntry(), { notices: value }));
  });
});
