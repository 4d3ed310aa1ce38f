import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  serverTimestamp,
  where,
} from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { reportFields } from '../../src/reports/adapters/report-document';
import { HISTORY_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { REPORTS_COLLECTION } from '../../src/reports/adapters/reports-collections';
import { report } from '../contract/monthly-report-store-contract';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import {
  MEMBERS,
  registerStaffRulesWorld,
  type Actor,
  type Role,
} from './support/staff-rules-world';

const world = registerStaffRulesWorld('report-rules');
const NOBODY: readonly Role[] = [];

const november = report('2026-11', '2026-12-01T11:00:00.000Z', 40, 6.5);
const stored = (actor: Actor, month = '2026-11') => doc(actor.db, REPORTS_COLLECTION, month);

beforeAll(async () => {
  await world.privileged.write(`${REPORTS_COLLECTION}/2026-11`, {
    ...reportFields(november),
    computedAt: november.computedAt,
  });
});

const reportOperations: Operation[] = [
  {
    name: "read a month's report",
    allowed: MEMBERS,
    run: async (actor) => getDoc(stored(actor)),
  },
  {
    name: 'read a month without a report',
    allowed: MEMBERS,
    run: async (actor) => getDoc(stored(actor, '2019-01')),
  },
  {
    name: 'list the reports',
    allowed: NOBODY,
    run: async (actor) => getDocs(query(collection(actor.db, REPORTS_COLLECTION), limit(1))),
  },
  {
    name: 'write a report of its own',
    allowed: NOBODY,
    run: async (actor) =>
      setDoc(stored(actor, '2026-12'), {
        ...reportFields({ ...november, month: '2026-12' }),
        computedAt: serverTimestamp(),
      }),
  },
  {
    name: 'change a month’s report',
    allowed: NOBODY,
    run: async (actor) =>
      setDoc(stored(actor), { ...reportFields(november), received: 400, computedAt: new Date() }),
  },
  {
    name: 'delete a month’s report',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(stored(actor)),
  },
  {
    // What the server counts from: every history at once. Only the Admin SDK may.
    name: "list the month's moves to Asociada in every application's history",
    allowed: NOBODY,
    run: async (actor) =>
      getDocs(
        query(
          collectionGroup(actor.db, HISTORY_COLLECTION),
          where('kind', '==', 'transition'),
          where('to', '==', 'asociada'),
          limit(31),
        ),
      ),
  },
];

describeRulesMatrix(
  'firestore.rules for the monthly report',
  [['the reports', reportOperations]],
  (role) => world.actor(role),
  25,
);
