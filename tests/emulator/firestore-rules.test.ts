import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { createApplication } from '../../src/submission/domain/application';
import { validForm } from '../support/application-fixtures';
import {
  openFirestoreTestProject,
  type FirestoreTestProject,
} from './support/firestore-test-project';

let project: FirestoreTestProject;
let visitor: Firestore;

/** The document the app writes: every spec field, and the server's time as `date`. */
function validDocument(id = 'SOL1234'): Record<string, unknown> {
  const application = createApplication(validForm(), id as `SOL${number}`, new Date());
  return { ...application, id, date: serverTimestamp() };
}

function without(key: string): Record<string, unknown> {
  const document = validDocument();
  delete document[key];
  return document;
}

const create = (data: Record<string, unknown>, id = 'SOL1234') =>
  setDoc(doc(visitor, 'Applications', id), data);

beforeAll(async () => {
  setLogLevel('error'); // every denial below is expected; the SDK would warn about each one
  project = await openFirestoreTestProject('rules');
});
afterAll(() => project.rules.cleanup());
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

describe('firestore.rules: what the public may do', () => {
  it('creates a valid application', async () => {
    await assertSucceeds(create(validDocument()));
  });

  it('creates one without the optional nit and message', async () => {
    await assertSucceeds(create({ ...validDocument(), nit: '', message: '' }));
  });

  it('gets an id that nobody holds (the id check)', async () => {
    await assertSucceeds(getDoc(doc(visitor, 'Applications', 'SOL1234')));
  });
});

const badInput: [string, Record<string, unknown>, string?][] = [
  ['without first_name', without('first_name')],
  ['without nit', without('nit')],
  ['without message', without('message')],
  ['without terms', without('terms')],
  ['without date', without('date')],
  ['without id', without('id')],
  ['with an extra field', { ...validDocument(), role: 'admin' }],
  ['with isAdmin', { ...validDocument(), isAdmin: true }],
  ['with a numeric first_name', { ...validDocument(), first_name: 42 }],
  ['with terms as text', { ...validDocument(), terms: 'true' }],
  ['with isAssociated as text', { ...validDocument(), isAssociated: 'false' }],
  ['with status as a number', { ...validDocument(), status: 1 }],
  ['with a numeric phone', { ...validDocument(), phone: 71234567 }],
  ['with a null message', { ...validDocument(), message: null }],
  ['with a blank first_name', { ...validDocument(), first_name: '' }],
  ['with a whitespace last_name', { ...validDocument(), last_name: '   ' }],
  ['with a blank company', { ...validDocument(), company: '' }],
  ['with a blank address', { ...validDocument(), address: ' ' }],
  ['with a short phone', { ...validDocument(), phone: '7123-456' }],
  ['with an unmasked phone', { ...validDocument(), phone: '71234567' }],
  ['with a phone starting with 8', { ...validDocument(), phone: '8123-4567' }],
  ['with a DUI missing its check digit', { ...validDocument(), dui: '02495046' }],
  ['with an unmasked DUI', { ...validDocument(), dui: '024950463' }],
  ['with the all-zero DUI', { ...validDocument(), dui: '00000000-0' }],
  ['with a DUI whose check digit is wrong', { ...validDocument(), dui: '02495046-4' }],
  ['with a partial NIT', { ...validDocument(), nit: '0614-051286' }],
  ['with a NIT starting with 5', { ...validDocument(), nit: '5614-051286-129-4' }],
  ['with an email without @', { ...validDocument(), email: 'ana.example.com' }],
  ['with an email without a dotted domain', { ...validDocument(), email: 'ana@example' }],
  ['with a double @ email', { ...validDocument(), email: 'ana@@example.com' }],
  ['with an email with spaces', { ...validDocument(), email: 'ana maria@example.com' }],
  [
    'with an over-long email',
    {
      ...validDocument(),
      email: `${'a'.repeat(64)}@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.com`,
    },
  ],
  ['with an 81-character first_name', { ...validDocument(), first_name: 'a'.repeat(81) }],
  ['with an 81-character last_name', { ...validDocument(), last_name: 'a'.repeat(81) }],
  ['with a 121-character company', { ...validDocument(), company: 'a'.repeat(121) }],
  ['with a 201-character address', { ...validDocument(), address: 'a'.repeat(201) }],
  ['with a 1001-character message', { ...validDocument(), message: 'a'.repeat(1001) }],
  ['with terms false', { ...validDocument(), terms: false }],
  ['already associated', { ...validDocument(), isAssociated: true }],
  ['with status false', { ...validDocument(), status: false }],
  ['with alert false', { ...validDocument(), alert: false }],
  [
    "with the client's clock as date",
    { ...validDocument(), date: Timestamp.fromDate(new Date('2020-01-01')) },
  ],
  ['with a text date', { ...validDocument(), date: '2026-01-01' }],
  ['with an id field unlike the document id', { ...validDocument(), id: 'SOL4321' }],
  ['under a 3-digit SOL id', { ...validDocument('SOL0999') }, 'SOL0999'],
  ['under a 5-digit SOL id', { ...validDocument('SOL10000') }, 'SOL10000'],
  ['under a lower-case id', { ...validDocument('sol1234') }, 'sol1234'],
  ['under another prefix', { ...validDocument('APP1234') }, 'APP1234'],
];

describe('firestore.rules: creates that are denied', () => {
  it.each(badInput)('denies an application %s', async (_name, data, id) => {
    await assertFails(create(data, id));
  });
});

describe('firestore.rules: operations that are denied', () => {
  it("denies the server's per-address counts to every client: no read, no write", async () => {
    const counts = doc(visitor, 'IntakeAddresses', 'clave');
    await assertFails(getDoc(counts));
    await assertFails(getDocs(collection(visitor, 'IntakeAddresses')));
    await assertFails(setDoc(counts, { count: 0, startedAt: new Date(), expireAt: new Date() }));
  });

  it("denies the server's outbox to every client: no read, no write", async () => {
    const message = doc(visitor, 'Outbox', 'SOL5000-acuse');
    await assertFails(getDoc(message));
    await assertFails(getDocs(collection(visitor, 'Outbox')));
    await assertFails(setDoc(message, { to: 'alguien@example.com', state: 'pending' }));
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
    await assertFails(create(validDocument('SOL5000'), 'SOL5000'));
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
