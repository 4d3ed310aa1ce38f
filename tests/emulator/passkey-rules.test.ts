import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  PASSKEY_CHALLENGES_COLLECTION,
  PASSKEYS_COLLECTION,
  PASSWORD_RESETS_OWED_COLLECTION,
} from '../../src/passkeys/adapters/passkeys-collections';
import { registerStaffRulesWorld, ROLES } from './support/staff-rules-world';

const world = registerStaffRulesWorld('passkey-rules');

const records = {
  [PASSKEYS_COLLECTION]: () => ({
    memberUid: 'uid-staff',
    publicKey: 'pQECAyYgASFYIA',
    counter: 0,
    transports: ['internal'],
    name: 'Mi teléfono',
    createdAt: Timestamp.now(),
    lastUsedAt: null,
  }),
  [PASSKEY_CHALLENGES_COLLECTION]: () => ({
    purpose: 'registration',
    memberUid: 'uid-staff',
    expiresAt: Timestamp.now(),
  }),
  [PASSWORD_RESETS_OWED_COLLECTION]: () => ({
    memberEmail: 'staff@cooperativa.example',
    lastKeyId: 'TWlUZWxlZm9ub0RlQmV0bzEy',
    since: Timestamp.now(),
  }),
};

/**
 * Passkeys, their challenges and the new passwords owed are the server's alone: read, one would
 * learn whose keys exist or a challenge to answer; written, a stolen password could add its own
 * key to a member (or skip the owed reset). Nobody, staff and admins included, from a client:
 * not even their own.
 */
describe('firestore.rules for passkeys, their challenges and the resets owed', () => {
  for (const [name, record] of Object.entries(records))
    for (const role of ROLES)
      it(`${role} may not read, list, create, change or delete in ${name}`, async () => {
        await setDoc(doc(world.privileged.db, name, 'una-llave-existente'), record());
        const { db } = await world.actor(role);
        const at = (id: string) => doc(db, name, id);
        await assertFails(getDoc(at('una-llave-existente')));
        await assertFails(getDocs(query(collection(db, name), limit(1))));
        await assertFails(setDoc(at('una-llave-nueva-de-otro'), record()));
        await assertFails(updateDoc(at('una-llave-existente'), { counter: 0 }));
        await assertFails(deleteDoc(at('una-llave-existente')));
      });

  for (const role of ROLES)
    it(`${role} may not read nor delete the new password they are owed themselves`, async () => {
      const actor = await world.actor(role);
      const own = PASSWORD_RESETS_OWED_COLLECTION;
      await setDoc(doc(world.privileged.db, own, actor.uid), records[own]());
      await assertFails(getDoc(doc(actor.db, own, actor.uid)));
      await assertFails(deleteDoc(doc(actor.db, own, actor.uid)));
    });
});
