import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createApplication } from '../../src/submission/domain/new-application';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import {
  NUMBER_SPACE_COLLECTION,
  NUMBER_SPACE_GAUGE_ID,
} from '../../src/privacy/adapters/privacy-collections';
import { erasureRecordData } from '../../src/applications/adapters/firestore/erasure-document';
import { MAX_DELETES_PER_WRITE } from '../../src/applications/adapters/firestore/application-query-shapes';
import {
  noteEntryData,
  rectificationEntryData,
} from '../../src/applications/adapters/firestore/history-writes';
import { storedApplication, validForm } from '../support/application-fixtures';
import { validateApplicationForm } from '../../src/submission/domain/rules/application-rules';
import type { TypedField } from '../../src/applications/domain/stored-application';
import { hasValidNitCheckDigit } from '../../src/submission/domain/rules/nit';
import {
  eraseApplication,
  LEFTOVER_ENTRY_ID,
  PrivacyFixtures,
  rectifyApplication,
} from './support/privacy-writes';
import type { ErasureTampering } from './support/privacy-writes';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import {
  MEMBERS,
  moveApplication,
  registerStaffRulesWorld,
  type Actor,
  type Role,
  type Tampering,
} from './support/staff-rules-world';

const world = registerStaffRulesWorld('privacy-rules');
const fixtures = new PrivacyFixtures(world);

const ADMIN: readonly Role[] = ['admin'];
const NOBODY: readonly Role[] = [];

/** validForm()'s phone, and a valid one to correct it to. */
const OLD_PHONE = validForm().phone;
const NEW_PHONE = '2222-3333';

const application = (actor: Actor, id: ApplicationId) => doc(actor.db, APPLICATIONS_COLLECTION, id);
const history = (actor: Actor, id: ApplicationId) =>
  collection(application(actor, id), HISTORY_COLLECTION);
const leftover = (actor: Actor, id: ApplicationId) => doc(history(actor, id), LEFTOVER_ENTRY_ID);

/** A correction of a fresh application (en trámite, sent early in 2025), tampered with or not. */
const rectify =
  (field: string, value: unknown, tampering: (actor: Actor) => Tampering = () => ({})) =>
  async (actor: Actor) =>
    rectifyApplication(actor, await fixtures.application(), field, value, tampering(actor));

const correctPhone = (tampering?: (actor: Actor) => Tampering) =>
  rectify('phone', NEW_PHONE, tampering);

/** An erasure of a fresh application at `stage`, sent `daysAgo` days ago (or early in 2025). */
const erase =
  (
    reason: 'peticion-del-titular' | 'plazo-vencido',
    tampering: (actor: Actor) => ErasureTampering = () => ({}),
    stage: 'en-tramite' | 'asociada' = 'en-tramite',
    daysAgo?: number,
  ) =>
  async (actor: Actor) =>
    eraseApplication(actor, await fixtures.application(stage, daysAgo), reason, tampering(actor));

const rectificationOperations: Operation[] = [
  { name: 'correct the phone, with its history entry', allowed: ADMIN, run: correctPhone() },
  { name: 'correct the NIT to none (it is optional)', allowed: ADMIN, run: rectify('nit', '') },
  {
    name: 'correct the DUI to one with a wrong check digit',
    allowed: NOBODY,
    run: rectify('dui', '02495046-4'),
  },
  {
    name: 'correct the phone to one starting with 8',
    allowed: NOBODY,
    run: rectify('phone', '8123-4567'),
  },
  { name: 'correct the first name to blank', allowed: NOBODY, run: rectify('first_name', '  ') },
  {
    name: 'correct the first name to a domain',
    allowed: NOBODY,
    run: rectify('first_name', 'Ganaste: bono-coop.example'),
  },
  { name: 'correct the last name to a domain', allowed: NOBODY, run: rectify('last_name', 'x.co') },
  {
    name: 'correct the first name to one with an abbreviation and an accent',
    allowed: ADMIN,
    run: rectify('first_name', "Ma. José D'Aubuisson-Peñate"),
  },
  {
    name: 'correct the address to 201 characters',
    allowed: NOBODY,
    run: rectify('address', 'a'.repeat(201)),
  },
  {
    name: 'correct the message to 1001 characters',
    allowed: NOBODY,
    run: rectify('message', 'a'.repeat(1001)),
  },
  {
    name: 'correct the e-mail to one without a dotted domain',
    allowed: NOBODY,
    run: rectify('email', 'ana@example'),
  },
  {
    name: 'correct the phone to a number, not text',
    allowed: NOBODY,
    run: rectify('phone', 22223333),
  },
  {
    name: 'correct the phone to the value it has',
    allowed: NOBODY,
    run: rectify('phone', OLD_PHONE),
  },
  {
    name: 'correct the phone and the e-mail at once',
    allowed: NOBODY,
    run: correctPhone(() => ({ update: { email: 'otra@example.com' } })),
  },
  { name: 'correct the terms', allowed: NOBODY, run: rectify('terms', false) },
  { name: 'correct the date', allowed: NOBODY, run: rectify('date', serverTimestamp()) },
  { name: 'correct the id field', allowed: NOBODY, run: rectify('id', 'SOL1001') },
  { name: 'correct isAssociated', allowed: NOBODY, run: rectify('isAssociated', true) },
  {
    name: 'correct the phone and add a field of its own',
    allowed: NOBODY,
    run: correctPhone(() => ({ update: { erasedAt: serverTimestamp() } })),
  },
  {
    name: 'correct the phone without its history entry',
    allowed: NOBODY,
    run: correctPhone(() => ({ entry: null })),
  },
  {
    name: 'correct the phone with an entry that keeps the old value',
    allowed: NOBODY,
    run: correctPhone(() => ({ entry: { old: OLD_PHONE } })),
  },
  {
    name: 'correct the phone with an entry naming another field',
    allowed: NOBODY,
    run: correctPhone(() => ({ entry: { field: 'email' } })),
  },
  {
    name: 'correct the phone citing an entry that exists already',
    allowed: NOBODY,
    run: correctPhone(() => ({ update: { lastChangeId: LEFTOVER_ENTRY_ID }, entry: null })),
  },
  {
    name: "correct the phone with the client's clock as updatedAt",
    allowed: NOBODY,
    run: correctPhone(() => ({ update: { updatedAt: Timestamp.now() } })),
  },
  {
    name: "correct the phone in another member's name (updatedBy)",
    allowed: NOBODY,
    run: correctPhone((actor) => ({ update: { updatedBy: world.someoneElse(actor).uid } })),
  },
  {
    name: "correct the phone with an entry in another member's name",
    allowed: NOBODY,
    run: correctPhone((actor) => ({ entry: { uid: world.someoneElse(actor).uid } })),
  },
  {
    name: "correct the phone with an entry dated by the client's clock",
    allowed: NOBODY,
    run: correctPhone(() => ({ entry: { at: Timestamp.now() } })),
  },
  {
    name: 'correct a field of an erased application',
    allowed: NOBODY,
    run: async (actor) => rectifyApplication(actor, await fixtures.erased(), 'phone', NEW_PHONE),
  },
  {
    name: 'add a correction entry without correcting anything',
    allowed: NOBODY,
    run: async (actor) =>
      addDoc(history(actor, await fixtures.application()), rectificationEntryData('phone', actor)),
  },
];

const erasureOperations: Operation[] = [
  { name: 'erase one on request', allowed: ADMIN, run: erase('peticion-del-titular') },
  {
    name: 'erase one on request and delete its history in the same write',
    allowed: ADMIN,
    run: erase('peticion-del-titular', () => ({ deleting: [LEFTOVER_ENTRY_ID] })),
  },
  {
    name: `erase one on request and delete ${MAX_DELETES_PER_WRITE} history entries in the same write`,
    allowed: ADMIN,
    run: erase('peticion-del-titular', () => ({
      deleting: [
        LEFTOVER_ENTRY_ID,
        ...Array.from({ length: MAX_DELETES_PER_WRITE - 1 }, (_, n) => `otra-${n}`),
      ],
    })),
  },
  {
    name: 'erase an Asociada on request',
    allowed: ADMIN,
    run: erase('peticion-del-titular', () => ({}), 'asociada'),
  },
  {
    name: 'purge one sent 366 days ago',
    allowed: ADMIN,
    run: erase('plazo-vencido', () => ({}), 'en-tramite', 366),
  },
  {
    name: 'purge one sent 364 days ago',
    allowed: NOBODY,
    run: erase('plazo-vencido', () => ({}), 'en-tramite', 364),
  },
  {
    name: 'purge an Asociada sent long ago',
    allowed: NOBODY,
    run: erase('plazo-vencido', () => ({}), 'asociada'),
  },
  {
    name: 'erase one keeping its DUI',
    allowed: NOBODY,
    run: erase('peticion-del-titular', () => ({ record: { dui: validForm().dui } })),
  },
  {
    name: 'erase one keeping its workflow flags',
    allowed: NOBODY,
    run: erase('peticion-del-titular', () => ({
      record: { alert: false, status: true, isAssociated: false },
    })),
  },
  {
    name: "erase one in another admin's name (erasedBy)",
    allowed: NOBODY,
    run: erase('peticion-del-titular', (actor) => ({
      record: { erasedBy: world.someoneElse(actor).uid },
    })),
  },
  {
    name: 'erase one under another e-mail (erasedByEmail)',
    allowed: NOBODY,
    run: erase('peticion-del-titular', () => ({ record: { erasedByEmail: 'otra@example.com' } })),
  },
  {
    name: "erase one dated by the client's clock (erasedAt)",
    allowed: NOBODY,
    run: erase('peticion-del-titular', () => ({ record: { erasedAt: Timestamp.now() } })),
  },
  {
    name: 'erase one for a reason not on the list',
    allowed: NOBODY,
    run: erase('peticion-del-titular', () => ({ record: { erasureReason: 'otra' } })),
  },
  {
    name: 'erase one under another id field',
    allowed: NOBODY,
    run: erase('peticion-del-titular', () => ({ record: { id: 'SOL1001' } })),
  },
  {
    name: 'erase one without saying who (no erasedByEmail)',
    allowed: NOBODY,
    run: erase('peticion-del-titular', () => ({ omit: ['erasedByEmail'] })),
  },
  {
    name: "erase one with an update that leaves the applicant's data",
    allowed: NOBODY,
    run: async (actor) => {
      const id = await fixtures.application();
      return updateDoc(
        application(actor, id),
        erasureRecordData(id, 'peticion-del-titular', actor),
      );
    },
  },
  {
    name: 'erase an erasure record again',
    allowed: NOBODY,
    run: async (actor) => eraseApplication(actor, await fixtures.erased(), 'peticion-del-titular'),
  },
  {
    name: "restore an applicant's data onto an erasure record",
    allowed: NOBODY,
    run: async (actor) => {
      const id = await fixtures.erased();
      return setDoc(application(actor, id), {
        ...createApplication(validForm(), id, new Date()),
        date: Timestamp.fromDate(new Date('2025-01-02')),
      });
    },
  },
  {
    name: 'move an erasure record through the workflow',
    allowed: NOBODY,
    run: async (actor) =>
      moveApplication(actor, await fixtures.erased(), {
        from: 'cerrada',
        to: 'en-tramite',
        reason: null,
      }),
  },
  {
    name: 'add a note to an erasure record',
    allowed: NOBODY,
    run: async (actor) =>
      addDoc(history(actor, await fixtures.erased()), noteEntryData('Llamar el lunes.', actor)),
  },
  {
    name: 'delete an application outright',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(application(actor, await fixtures.application())),
  },
  {
    name: 'delete an erasure record',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(application(actor, await fixtures.erased())),
  },
];

/** The number quarantine: 730 days, the fewest 24 calendar months can have. */
const quarantineOperations: Operation[] = [
  {
    name: 'delete an erasure record made 731 days ago, past the quarantine (the purge)',
    allowed: ADMIN,
    run: async (actor) => deleteDoc(application(actor, await fixtures.erased(731))),
  },
  {
    name: 'delete an erasure record made 729 days ago, still quarantined',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(application(actor, await fixtures.erased(729))),
  },
  {
    name: 'delete a live application sent 800 days ago',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(application(actor, await fixtures.application('cerrada', 800))),
  },
  {
    name: 'delete a history entry left under an erasure record past the quarantine, as the purge does first',
    allowed: ADMIN,
    run: async (actor) => deleteDoc(leftover(actor, await fixtures.erased(731))),
  },
  {
    name: 'delete an erasure record past the quarantine together with a live application',
    allowed: NOBODY,
    run: async (actor) => {
      const [old, live] = [await fixtures.erased(731), await fixtures.application('cerrada', 800)];
      return writeBatch(actor.db)
        .delete(application(actor, old))
        .delete(application(actor, live))
        .commit();
    },
  },
];

/** NumberSpace/gauge: the server's daily reading of how full the number space is. */
const gauge = (actor: Actor) => doc(actor.db, NUMBER_SPACE_COLLECTION, NUMBER_SPACE_GAUGE_ID);
const numberSpaceOperations: Operation[] = [
  {
    name: 'read the number space reading',
    allowed: ADMIN,
    run: async (actor) => getDoc(gauge(actor)),
  },
  {
    name: 'list the number space readings',
    allowed: NOBODY,
    run: async (actor) => getDocs(query(collection(actor.db, NUMBER_SPACE_COLLECTION), limit(1))),
  },
  {
    name: 'write a number space reading of its own',
    allowed: NOBODY,
    run: async (actor) =>
      setDoc(gauge(actor), {
        taken: 0,
        quarantined: 0,
        free: 9_000,
        measuredAt: serverTimestamp(),
      }),
  },
  {
    name: 'delete the number space reading',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(gauge(actor)),
  },
];

const afterErasureOperations: Operation[] = [
  {
    name: 'delete a history entry of an erased application',
    allowed: ADMIN,
    run: async (actor) => deleteDoc(leftover(actor, await fixtures.erased())),
  },
  {
    name: 'delete a history entry of a live application',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(leftover(actor, await fixtures.application())),
  },
  {
    name: 'rewrite a history entry of a live application',
    allowed: NOBODY,
    run: async (actor) =>
      updateDoc(leftover(actor, await fixtures.application()), { text: 'Otra cosa' }),
  },
  {
    name: 'rewrite a history entry of an erased application',
    allowed: NOBODY,
    run: async (actor) =>
      updateDoc(leftover(actor, await fixtures.erased()), { text: 'Otra cosa' }),
  },
  {
    name: 'read an erasure record (the number is taken)',
    allowed: MEMBERS,
    run: async (actor) => getDoc(application(actor, await fixtures.erased())),
  },
  {
    name: `list what is left of an erased history, as an erasure does (limit ${MAX_DELETES_PER_WRITE})`,
    allowed: MEMBERS,
    run: async (actor) =>
      getDocs(query(history(actor, await fixtures.erased()), limit(MAX_DELETES_PER_WRITE))),
  },
  {
    name: 'list what is left of an erased history with no limit',
    allowed: NOBODY,
    run: async (actor) => getDocs(history(actor, await fixtures.erased())),
  },
  {
    name: 'write a new application over an erased number',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await fixtures.erased();
      return setDoc(application(actor, id), {
        ...createApplication(validForm(), id, new Date()),
        date: serverTimestamp(),
      });
    },
  },
];

describeRulesMatrix(
  'firestore.rules for privacy',
  [
    ['rectification', rectificationOperations],
    ['erasure', erasureOperations],
    ['after an erasure', afterErasureOperations],
    ['the number quarantine', quarantineOperations],
    ['the number space', numberSpaceOperations],
  ],
  (role) => world.actor(role),
  310,
);

describe('firestore.rules for privacy: what an erasure leaves', () => {
  it('is an erasure record with the stamps of the request, and nothing else', async () => {
    const admin = await world.actor('admin');
    const id = await fixtures.application();
    await assertSucceeds(
      eraseApplication(admin, id, 'peticion-del-titular', { deleting: [LEFTOVER_ENTRY_ID] }),
    );

    const stored = (await getDoc(doc(world.privileged.db, APPLICATIONS_COLLECTION, id))).data();
    expect(stored).toEqual({
      id,
      erasedAt: expect.any(Timestamp),
      erasedBy: admin.uid,
      erasedByEmail: admin.email,
      erasureReason: 'peticion-del-titular',
    });
    expect(
      (
        await getDocs(
          collection(world.privileged.db, APPLICATIONS_COLLECTION, id, HISTORY_COLLECTION),
        )
      ).size,
    ).toBe(0);
  });

  it('frees the number once an admin deletes a record past the quarantine: the intake stores a new application under it', async () => {
    const admin = await world.actor('admin');
    const id = await fixtures.erased(731);
    await assertSucceeds(deleteDoc(leftover(admin, id)));
    await assertSucceeds(deleteDoc(application(admin, id)));

    expect(await world.project.repository().create(storedApplication(id))).toBe('created');
    const stored = (await getDoc(doc(world.privileged.db, APPLICATIONS_COLLECTION, id))).data();
    expect(stored).toMatchObject({ id, dui: validForm().dui });
  });

  it("keeps the number taken: the server's intake cannot store a new application under it", async () => {
    const id = await fixtures.erased();

    expect(await world.project.repository().create(storedApplication(id))).toBe('id-taken');

    const stored = (await getDoc(doc(world.privileged.db, APPLICATIONS_COLLECTION, id))).data();
    expect(Object.keys(stored ?? {}).sort()).toEqual(ERASURE_KEYS);
  });
});

const ERASURE_KEYS = ['erasedAt', 'erasedBy', 'erasedByEmail', 'erasureReason', 'id'];

/** As many characters as a cap allows, each three bytes long. */
const wide = (length: number) => '€'.repeat(length);
/** The same for a name, which holds letters (person-name.ts): 'ñ' is one unit, two bytes. */
const wideName = (length: number) => 'ñ'.repeat(length);

/**
 * What the form refuses, field by field (src/submission/domain/rules): firestore.rules restates
 * that check for an admin's correction (isValidTypedField), and refuses it too. Blank text and
 * hidden characters have a file of their own, text-rules.test.ts.
 */
const FORM_REFUSES: [string, TypedField, string][] = [
  ['a blank first_name', 'first_name', ''],
  ['a whitespace last_name', 'last_name', '   '],
  ['a blank company', 'company', ''],
  ['a blank address', 'address', ' '],
  ['a short phone', 'phone', '7123-456'],
  ['an unmasked phone', 'phone', '71234567'],
  ['a phone starting with 8', 'phone', '8123-4567'],
  ['a DUI missing its check digit', 'dui', '02495046'],
  ['an unmasked DUI', 'dui', '024950463'],
  ['the all-zero DUI', 'dui', '00000000-0'],
  ['a DUI whose check digit is wrong', 'dui', '02495046-4'],
  ['a partial NIT', 'nit', '0614-051286'],
  ['a NIT starting with 5', 'nit', '5614-051286-129-4'],
  ['a NIT whose check digit is wrong (new rule)', 'nit', '0614-050707-104-9'],
  ['a NIT whose check digit is wrong (old rule)', 'nit', '0210-191171-001-7'],
  ["a foreigner's NIT whose check digit is wrong", 'nit', '9483-140205-101-5'],
  ['an e-mail without @', 'email', 'ana.example.com'],
  ['an e-mail without a dotted domain', 'email', 'ana@example'],
  ['an e-mail with a double @', 'email', 'ana@@example.com'],
  ['an e-mail with spaces', 'email', 'ana maria@example.com'],
  [
    'an e-mail over 254 characters',
    'email',
    `${'a'.repeat(64)}@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.com`,
  ],
  ['an 81-character first_name', 'first_name', wideName(81)],
  ['an 81-character last_name', 'last_name', wideName(81)],
  ['a first_name that writes a domain', 'first_name', 'Ganaste: bono-coop.example'],
  ['a last_name that writes a domain', 'last_name', 'Lopez.com'],
  ['a first_name with a symbol', 'first_name', 'Ana €'],
  ['a 121-character company', 'company', wide(121)],
  ['a 201-character address', 'address', wide(201)],
  ['a 1001-character message', 'message', wide(1000) + 'a'],
];

/** Values no form sends (a form's values are text), refused by the rules all the same. */
const NOT_TEXT: [string, TypedField, unknown][] = [
  ['a numeric first_name', 'first_name', 42],
  ['a numeric phone', 'phone', 71234567],
  ['a null message', 'message', null],
];

/** What the form accepts, up to its caps; the fixture holds none of these values. */
const FORM_ACCEPTS: [string, TypedField, string][] = [
  ['an 80-character first_name', 'first_name', wideName(80)],
  ['an 80-character last_name', 'last_name', wideName(80)],
  ['a first_name with an abbreviation', 'first_name', 'Ma. José'],
  ['a last_name with an apostrophe and a hyphen', 'last_name', "D'Aubuisson-Peñate"],
  ['a 120-character company', 'company', wide(120)],
  ['a 200-character address', 'address', wide(200)],
  ['a 1000-character message', 'message', wide(1000)],
  ['no message (it is optional)', 'message', ''],
  ['a landline', 'phone', '2222-3333'],
  ['a mobile starting with 6', 'phone', '6123-4567'],
  ['another valid DUI', 'dui', '12345678-4'],
  ["another Salvadoran's NIT", 'nit', '1614-051286-129-2'],
  ["a foreigner's NIT", 'nit', '9614-051286-129-8'],
  ['a NIT under the old check-digit rule', 'nit', '0210-191171-001-6'],
  ['a NIT of correlative 100, the last under the old rule', 'nit', '0614-010462-100-1'],
  ['a NIT of correlative 101, the first under the new rule', 'nit', '0614-010462-101-3'],
  [
    'a 254-character e-mail',
    'email',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
  ],
];

const correctedForm = (field: TypedField, value: string) => validForm({ [field]: value });

describe("firestore.rules and src/submission/domain/rules agree on an admin's correction", () => {
  it.each(FORM_REFUSES)('refuses %s, as the form does', async (_name, field, value) => {
    expect(validateApplicationForm(correctedForm(field, value))[field]).toBeDefined();
    await assertFails(rectify(field, value)(await world.actor('admin')));
  });

  it.each(NOT_TEXT)('refuses %s', async (_name, field, value) => {
    await assertFails(rectify(field, value)(await world.actor('admin')));
  });

  it.each(FORM_ACCEPTS)('accepts %s, as the form does', async (_name, field, value) => {
    expect(validateApplicationForm(correctedForm(field, value))).toEqual({});
    await assertSucceeds(rectify(field, value)(await world.actor('admin')));
  });

  // Every check digit after a body, under each rule: the one nit.ts computes is the only one.
  const NIT_BODIES = [
    '0614-050707-104-',
    '0210-191171-001-',
    '9483-140205-101-',
    '1614-051286-100-',
  ];
  it.each(
    NIT_BODIES.flatMap((body) => Array.from({ length: 10 }, (_, digit) => `${body}${digit}`)),
  )('checks the check digit of NIT %s as src/submission/domain/rules/nit.ts does', async (nit) => {
    const correction = rectify('nit', nit)(await world.actor('admin'));
    await (hasValidNitCheckDigit(nit) ? assertSucceeds(correction) : assertFails(correction));
  });
});
