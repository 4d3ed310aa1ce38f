import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
} from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { healthViewFields, heartbeatFields } from '../../src/health/adapters/health-documents';
import { heartbeatOf } from '../../src/health/domain/heartbeat';
import {
  HEALTH_COLLECTION,
  HEALTH_VIEW_ID,
  HEARTBEATS_COLLECTION,
} from '../../src/health/adapters/health-collections';
import { aHealthView } from '../contract/health-store-contract';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import { registerStaffRulesWorld, type Actor, type Role } from './support/staff-rules-world';

const world = registerStaffRulesWorld('health-rules');
const NOBODY: readonly Role[] = [];
const ADMINS: readonly Role[] = ['admin'];

const ranAt = new Date('2026-11-26T15:00:00.000Z');
const beat = heartbeatFields(heartbeatOf('retryQueuedMail', 'ok', ranAt), (date) => date);
const view = healthViewFields(aHealthView(ranAt), (date) => date);
const heartbeat = (actor: Actor, job = 'retryQueuedMail') =>
  doc(actor.db, HEARTBEATS_COLLECTION, job);
const status = (actor: Actor) => doc(actor.db, HEALTH_COLLECTION, HEALTH_VIEW_ID);

beforeAll(async () => {
  await world.privileged.write(`${HEARTBEATS_COLLECTION}/retryQueuedMail`, beat);
  await world.privileged.write(`${HEALTH_COLLECTION}/${HEALTH_VIEW_ID}`, view);
});

const operations: Operation[] = [
  { name: "read a job's heartbeat", allowed: ADMINS, run: (actor) => getDoc(heartbeat(actor)) },
  {
    name: 'read a job without a heartbeat',
    allowed: ADMINS,
    run: (actor) => getDoc(heartbeat(actor, 'monthlyPurge')),
  },
  { name: "read the server's measurement", allowed: ADMINS, run: (actor) => getDoc(status(actor)) },
  {
    name: 'list the heartbeats',
    allowed: NOBODY,
    run: (actor) => getDocs(query(collection(actor.db, HEARTBEATS_COLLECTION), limit(1))),
  },
  {
    name: 'list the measurements',
    allowed: NOBODY,
    run: (actor) => getDocs(query(collection(actor.db, HEALTH_COLLECTION), limit(1))),
  },
  {
    name: 'write a heartbeat (a job that did not run, shown as run)',
    allowed: NOBODY,
    run: (actor) => setDoc(heartbeat(actor), { ...beat, ranAt: new Date() }),
  },
  {
    name: 'write the measurement (hide failing e-mail)',
    allowed: NOBODY,
    run: (actor) => setDoc(status(actor), { ...view, mail: { ...view.mail, retrying: 0 } }),
  },
  { name: 'delete a heartbeat', allowed: NOBODY, run: (actor) => deleteDoc(heartbeat(actor)) },
  { name: 'delete the measurement', allowed: NOBODY, run: (actor) => deleteDoc(status(actor)) },
];

describeRulesMatrix(
  'firestore.rules for Estado',
  [['heartbeats and the measurement', operations]],
  (role) => world.actor(role),
  25,
);
