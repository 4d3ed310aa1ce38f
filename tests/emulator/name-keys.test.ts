import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp } from 'firebase-admin/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  setLogLevel,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { FirestoreApplicationInbox } from '../../src/applications/adapters/firestore/firestore-application-inbox';
import {
  AdminNameKeys,
  adminNamedApplicationOf,
} from '../../src/applications/adapters/server/admin-name-keys';
import { KeepNameKeys } from '../../src/inbox/application/keep-name-keys';
import { nameSearchWords } from '../../src/applications/domain/name-keys';
import { erasureRecordFields } from '../../src/applications/adapters/erasure-fields';
import {
  APPLICATIONS_COLLECTION,
  NAME_KEYS_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { registerStaffTestProject } from './support/staff-test-project';
import { fillNameKeys } from '../../src/server/fill-name-keys';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const env = registerStaffTestProject('name-keys');
const member = { uid: 'miembro-1', email: 'miembro@cooperativa.example' };
const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };
const outsider = { uid: 'ajeno-1', email: 'ajeno@cooperativa.example' };

beforeAll(() => setLogLevel('error')); // the rules' cases are mostly expected denials

async function fresh() {
  await env.project.admin.clear();
  await env.privileged.grant(member.uid, 'staff', member.email);
  await env.privileged.grant(admin.uid, 'admin', admin.email);
  const db = env.project.adminDb();
  const keep = new KeepNameKeys(new AdminNameKeys(db));
  const inbox = new FirestoreApplicationInbox(env.project.signedIn(member), JAR_CALL_LIMIT_MS);
  const find = async (text: string) =>
    (await inbox.search('name', nameSearchWords(text), 20)).map(({ id }) => id);
  const reference = (id: ApplicationId) => db.collection(APPLICATIONS_COLLECTION).doc(id);
  /** A write to an application, and what the trigger would be given: its state before and after. */
  const changed = async (id: ApplicationId, write: () => Promise<unknown>) => {
    const before = adminNamedApplicationOf(await reference(id).get());
    await write();
    return [id, before, adminNamedApplicationOf(await reference(id).get())] as const;
  };
  const keysOf = async (id: ApplicationId) =>
    (await db.collection(NAME_KEYS_COLLECTION).doc(id).get()).data();
  return { db, keep, find, reference, changed, keysOf };
}

describe("KeepNameKeys, the trigger's use case, on the server's documents (emulator)", () => {
  it('stores the keys of an arrival: a member then finds it by name, accents and capitals aside', async () => {
    const { keep, find, changed, keysOf } = await fresh();
    const arrival = applicationRecord('SOL3001', dayOf2025(3), {
      first_name: 'José Luis',
      last_name: 'Muñoz Peña',
    });

    const event = await changed('SOL3001', () => env.privileged.seed([arrival]));
    // Before the trigger ran: the keys follow the application, a moment later.
    expect(await find('munoz')).toEqual([]);
    expect(await keep.execute(...event)).toBe('written');

    expect(await keysOf('SOL3001')).toEqual({
      keys: expect.arrayContaining(['jo', 'jose', 'lu', 'luis', 'mu', 'munoz', 'pena']),
      date: Timestamp.fromDate(arrival.date),
    });
    expect(await find('MUÑOZ')).toEqual(['SOL3001']);
    expect(await find('jos')).toEqual(['SOL3001']);
    expect(await find('pena jose')).toEqual(['SOL3001']);
  });

  it('writes them again when an admin corrects a name, and leaves them alone on a move or a tick', async () => {
    const { db, keep, find, changed, reference, keysOf } = await fresh();
    await env.privileged.seed([
      applicationRecord('SOL3002', dayOf2025(4), { first_name: 'Ana', last_name: 'Lopes' }),
    ]);
    await keep.execute(
      'SOL3002',
      undefined,
      adminNamedApplicationOf(await reference('SOL3002').get()),
    );

    const corrected = await changed('SOL3002', () =>
      reference('SOL3002').update({ last_name: 'López' }),
    );
    expect(await keep.execute(...corrected)).toBe('written');
    expect(await find('lopez')).toEqual(['SOL3002']);
    expect(await find('lopes')).toEqual([]);

    const moved = await changed('SOL3002', () => reference('SOL3002').update({ alert: false }));
    await db
      .collection(NAME_KEYS_COLLECTION)
      .doc('SOL3002')
      .update({ keys: ['sin', 'cambio'] });
    // Nothing read, nothing written: what is stored stays as it was.
    expect(await keep.execute(...moved)).toBe('keep');
    expect((await keysOf('SOL3002'))?.keys).toEqual(['sin', 'cambio']);
  });

  it('deletes them when the application becomes an erasure record, and when it is removed', async () => {
    const { keep, find, changed, reference, keysOf } = await fresh();
    const records = (['SOL3003', 'SOL3004'] as const).map((id, day) =>
      applicationRecord(id, dayOf2025(day + 1), { first_name: 'Rosa', last_name: 'Cañas' }),
    );
    await env.privileged.seed(records);
    for (const { id } of records)
      await keep.execute(id, undefined, adminNamedApplicationOf(await reference(id).get()));
    expect(await find('canas')).toEqual(['SOL3004', 'SOL3003']);

    const erased = await changed('SOL3003', () =>
      reference('SOL3003').set({
        ...erasureRecordFields('SOL3003', 'peticion-del-titular', admin),
        erasedAt: Timestamp.fromDate(dayOf2025(9)),
      }),
    );
    const removed = await changed('SOL3004', () => reference('SOL3004').delete());

    expect(await keep.execute(...erased)).toBe('removed');
    expect(await keep.execute(...removed)).toBe('removed');
    expect(await keysOf('SOL3003')).toBeUndefined();
    expect(await keysOf('SOL3004')).toBeUndefined();
    expect(await find('rosa')).toEqual([]);
  });

  it('reads the application as it is when it runs: a late run of an old event leaves the right keys', async () => {
    const { keep, find, changed, reference } = await fresh();
    await env.privileged.seed([
      applicationRecord('SOL3005', dayOf2025(5), { first_name: 'Marta', last_name: 'Reyes' }),
    ]);
    const arrival = [
      'SOL3005',
      undefined,
      adminNamedApplicationOf(await reference('SOL3005').get()),
    ] as const;
    const corrected = await changed('SOL3005', () =>
      reference('SOL3005').update({ last_name: 'Rivas' }),
    );

    expect(await keep.execute(...corrected)).toBe('written');
    // The arrival's event retried after the correction's: it writes what is stored now.
    expect(await keep.execute(...arrival)).toBe('written');
    expect(await find('rivas')).toEqual(['SOL3005']);
    expect(await find('reyes')).toEqual([]);
  });
});

describe('fillNameKeys, once after the first deploy', () => {
  it('writes the keys of every application stored before the trigger, past a page, and none of an erasure record', async () => {
    const { db, keep, find, reference, keysOf } = await fresh();
    const records = Array.from({ length: 305 }, (_, index) =>
      applicationRecord(`SOL${5000 + index}` as ApplicationId, dayOf2025(1 + (index % 300)), {
        first_name: index === 304 ? 'Zoila' : 'Ana',
        last_name: 'Pérez',
      }),
    );
    await env.privileged.seed(records);
    await reference('SOL5000').set({
      ...erasureRecordFields('SOL5000', 'plazo-vencido', admin),
      erasedAt: Timestamp.fromDate(dayOf2025(9)),
    });

    expect(await fillNameKeys(db, keep)).toBe(304);
    expect(await keysOf('SOL5000')).toBeUndefined();
    expect(await find('zoila')).toEqual(['SOL5304']);
    // Run again, it writes the same keys.
    expect(await fillNameKeys(db, keep)).toBe(304);
    expect((await keysOf('SOL5304'))?.keys).toContain('zo');
  });
});

describe('firestore.rules for NameKeys: members read them, as bounded as a page; nobody writes them', () => {
  const keysIn = (db: Firestore) => collection(db, NAME_KEYS_COLLECTION);
  const bounded = (db: Firestore, count: number) =>
    query(keysIn(db), where('keys', 'array-contains', 'ana'), limit(count));

  it('lets a member and an admin get one and list 31 at most', async () => {
    await fresh();
    await env.privileged.seedNameKeys([applicationRecord('SOL3006', dayOf2025(6))]);
    for (const user of [member, admin]) {
      const db = env.project.signedIn(user);
      await assertSucceeds(getDoc(doc(keysIn(db), 'SOL3006')));
      await assertSucceeds(getDocs(bounded(db, 31)));
      await assertFails(getDocs(bounded(db, 32)));
      await assertFails(getDocs(query(keysIn(db), where('keys', 'array-contains', 'ana'))));
    }
  });

  it("refuses the public and anyone off the staff list, and every client write, an admin's too", async () => {
    await fresh();
    await env.privileged.seedNameKeys([applicationRecord('SOL3007', dayOf2025(7))]);
    for (const db of [env.project.visitor(), env.project.signedIn(outsider)]) {
      await assertFails(getDoc(doc(keysIn(db), 'SOL3007')));
      await assertFails(getDocs(bounded(db, 5)));
    }
    for (const db of [
      env.project.visitor(),
      env.project.signedIn(outsider),
      env.project.signedIn(member),
      env.project.signedIn(admin),
    ]) {
      await assertFails(setDoc(doc(keysIn(db), 'SOL3008'), { keys: ['ana'], date: new Date() }));
      await assertFails(setDoc(doc(keysIn(db), 'SOL3007'), { keys: ['otra'], date: new Date() }));
      await assertFails(deleteDoc(doc(keysIn(db), 'SOL3007')));
    }
  });
});
