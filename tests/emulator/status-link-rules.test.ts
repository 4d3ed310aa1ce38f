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
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { STATUS_LINKS_COLLECTION } from '../../src/applicant-status/adapters/applicant-status-collections';
import { registerStaffRulesWorld, ROLES } from './support/staff-rules-world';

const world = registerStaffRulesWorld('status-link-rules');

const link = () => ({
  applicationId: 'SOL5000',
  submittedAt: Timestamp.now(),
  issuedAt: Timestamp.now(),
});

/**
 * The applicants' status links are the server's alone: read, one would say whose application a
 * link shows; written, anyone could make links of their own. Nobody, staff included, from a client.
 */
describe('firestore.rules for the status links', () => {
  for (const role of ROLES)
    it(`${role} may not read, list, create or delete a status link`, async () => {
      await setDoc(doc(world.privileged.db, STATUS_LINKS_COLLECTION, 'un-hash'), link());
      const { db } = await world.actor(role);
      const at = (id: string) => doc(db, STATUS_LINKS_COLLECTION, id);
      await assertFails(getDoc(at('un-hash')));
      await assertFails(getDocs(query(collection(db, STATUS_LINKS_COLLECTION), limit(1))));
      await assertFails(setDoc(at('otro-hash'), link()));
      await assertFails(deleteDoc(at('un-hash')));
    });
});
