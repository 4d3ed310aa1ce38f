import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApplication } from '../../src/submission/domain/new-application';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { validateApplicationForm } from '../../src/submission/domain/rules/application-rules';
import { validForm } from '../support/application-fixtures';
import {
  openFirestoreTestProject,
  type FirestoreTestProject,
} from './support/firestore-test-project';

let project: FirestoreTestProject;
let visitor: Firestore;

const FREE_ID: ApplicationId = 'SOL1234';

/** The document the server stores: every spec field, and Firestore's time as `date`. */
function validDocument(id: ApplicationId = FREE_ID): Record<string, unknown> {
  return { ...createApplication(validForm(), id, new Date()), date: serverTimestamp() };
}

const create = (db: Firestore, data: Record<string, unknown>, id: string = FREE_ID) =>
  setDoc(doc(db, 'Applications', id), data);

beforeAll(async () => {
  setLogLevel('error'); // every denial below is expected; the SDK would warn about each one
  project = await openFirestoreTestProject('rules');
});
afterAll(() => project.close());
beforeEach(async () => {
  await project.rules.clearFirestore();
  visitor = project.rules.unauthenticatedContext().firestore() as unknown as Firestore;
  await project.rules.withSecurityRulesDisabled(async (admin) => {
    await setDoc(
      doc(admin.firestore() as unknown as Firestore, 'Applications', 'SOL5000'),
      validDocument('SOL5000'),
    );
  });
});

/**
 * Applications come in through the server's intake only (the Admin SDK, behind its limits): no
 * browser creates one, however valid. Staff and admins are refused too (staff-rules.test.ts
 * tries every role).
 */
describe('firestore.rules: what the public may do (nothing)', () => {
  it('denies a visitor the very application the server stores, one the form accepts', async () => {
    expect(validateApplicationForm(validForm())).toEqual({});

    await assertFails(create(visitor, validDocument()));

    // Refused for who asks, not for what: the server's repository stores it under that number.
    expect(await project.admin.read(FREE_ID)).toBeUndefined();
    const application = createApplication(validForm(), FREE_ID, new Date());
    expect(await project.repository().create(application)).toBe('created');
    expect(await project.admin.read(FREE_ID)).toMatchObject({ ...validForm(), id: FREE_ID });
  });

  it('denies it without the optional nit and message too', async () => {
    await assertFails(create(visitor, { ...validDocument(), nit: '', message: '' }));
  });

  it('denies it to a signed-in user who is not on the allowlist', async () => {
    const someone = project.rules
      .authenticatedContext('alguien', { email: 'alguien@example.com' })
      .firestore() as unknown as Firestore;
    await assertFails(create(someone, validDocument()));
    expect(await project.admin.read(FREE_ID)).toBeUndefined();
  });

  it('denies a get of an id that nobody holds: there is no public id check any more', async () => {
    await assertFails(getDoc(doc(visitor, 'Applications', FREE_ID)));
  });
});

describe('firestore.rules: operations that are denied', () => {
  it("denies the server's per-address counts to every client: no read, no write", async () => {
    const counts = doc(visitor, 'IntakeAddresses', 'clave');
    await assertFails(getDoc(counts));
    await assertFails(getDocs(collection(visitor, 'IntakeAddresses')));
    await assertFails(setDoc(counts, { count: 0, startedAt: new Date(), expireAt: new Date() }));
  });

  it("denies the intake's replies by Idempotency-Key to every client: no read, no write", async () => {
    const reply = doc(visitor, 'IntakeReplies', 'hash-de-una-clave');
    await assertFails(getDoc(reply));
    await assertFails(getDocs(collection(visitor, 'IntakeReplies')));
    await assertFails(
      setDoc(reply, { applicationId: 'SOL5000', submittedAt: new Date(), expireAt: new Date() }),
    );
  });

  it("denies the server's outbox to a visitor, even an applicant's receipt: no read, no write", async () => {
    const message = doc(visitor, 'Outbox', 'SOL5000-acuse');
    await assertFails(getDoc(message));
    await assertFails(getDocs(collection(visitor, 'Outbox')));
    await assertFails(setDoc(message, { to: 'alguien@example.com', state: 'pending' }));
  });

  it('denies a visitor the review marks: no read, no write', async () => {
    const mark = doc(visitor, 'ReviewMarks', 'SOL5000');
    await assertFails(getDoc(mark));
    await assertFails(getDocs(collection(visitor, 'ReviewMarks')));
    await assertFails(setDoc(mark, { reason: 'limite-de-recepcion', markedAt: new Date() }));
  });

  it('denies reading a stored application', async () => {
    await assertFails(getDoc(doc(visitor, 'Applications', 'SOL5000')));
  });

  it('denies reading a stored application to a signed-in user too', async () => {
    const member = project.rules
      .authenticatedContext('alguien')
      .firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(member, 'Applications', 'SOL5000')));
  });

  it('denies listing applications', async () => {
    await assertFails(getDocs(collection(visitor, 'Applications')));
  });

  it('denies searching applications by DUI', async () => {
    await assertFails(
      getDocs(query(collection(visitor, 'Applications'), where('dui', '==', '02495046-3'))),
    );
  });

  it('denies updating an application', async () => {
    await assertFails(updateDoc(doc(visitor, 'Applications', 'SOL5000'), { isAssociated: true }));
  });

  it('denies overwriting an application with valid data', async () => {
    await assertFails(create(visitor, validDocument('SOL5000'), 'SOL5000'));
  });

  it('denies deleting an application', async () => {
    await assertFails(deleteDoc(doc(visitor, 'Applications', 'SOL5000')));
  });

  it('denies writing to any other collection', async () => {
    await assertFails(setDoc(doc(visitor, 'Users', 'u1'), { name: 'x' }));
  });

  it('denies reading any other collection', async () => {
    await assertFails(getDoc(doc(visitor, 'Settings', 'app')));
  });

  it('denies writing under an application', async () => {
    await assertFails(
      setDoc(doc(visitor, 'Applications', 'SOL5000', 'notes', 'n1'), { text: 'x' }),
    );
  });
});
