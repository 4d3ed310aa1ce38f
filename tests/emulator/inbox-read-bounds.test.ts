import { assertFails } from '@firebase/rules-unit-testing';
import { deleteApp } from 'firebase/app';
import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationForm } from '../../src/applications/domain/stored-application';
import { validateApplicationForm } from '../../src/submission/domain/rules/application-rules';
import {
  applicationIdFromNumber,
  type ApplicationId,
} from '../../src/applications/domain/application-id';
import type { InboxPage } from '../../src/applications/domain/application-inbox';
import { FirestoreApplicationInbox } from '../../src/applications/adapters/firestore/firestore-application-inbox';
import {
  MAX_DOCUMENTS_PER_READ,
  MAX_PAGE_BYTES,
} from '../../src/applications/adapters/firestore/application-query-shapes';
import { INBOX_PAGE_SIZE } from '../../src/applications/domain/application-lists';
import { COUNT_LIMIT } from '../../src/inbox/domain/application-count';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { validForm } from '../support/application-fixtures';
import {
  applicationRecord,
  dayOf2025,
  newestFirst,
  type RecordOptions,
} from '../support/application-record-fixtures';
import { watchUntil } from '../contract/watch-until';
import { ByteCountingProxy } from './support/byte-counting-proxy';
import { memberFirestore } from './support/member-firestore';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const STORED = 9000;
const member = { uid: 'miembro-1', email: 'miembro@cooperativa.example' };

/**
 * The largest application the intake accepts (its check is the form's, src/submission/domain/rules):
 * every cap filled with 3-byte characters.
 */
const wide = (length: number) => '€'.repeat(length);
// A letter as wide as '€' in UTF-8 (three bytes): a name holds letters only.
const wideName = (length: number) => '中'.repeat(length);
const largestForm = (): ApplicationForm =>
  validForm({
    first_name: wideName(80),
    last_name: wideName(80),
    company: wide(120),
    address: wide(200),
    message: wide(1000),
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
  });
/** And the most staff metadata a move leaves on it. */
const largestMetadata = {
  updatedAt: Timestamp.now(),
  updatedBy: 'u'.repeat(128),
  lastChangeId: 'x'.repeat(20),
};

const env = registerStaffTestProject('read-bounds');
let proxy: ByteCountingProxy;
let db: Firestore;
let inbox: FirestoreApplicationInbox;
let newest: ApplicationId[];

beforeAll(async () => {
  const { project, privileged } = env;
  expect(validateApplicationForm(largestForm())).toEqual({});

  // Every SOL number taken: 9,000 applications. The newest are as large as the intake accepts; the
  // older ones only need to be there (and Nueva), so they are stored with their workflow flags
  // alone.
  await privileged.grant(member.uid, 'staff', member.email);
  const largestCount = 2 * MAX_DOCUMENTS_PER_READ;
  const closedLargest: RecordOptions = {
    ...largestForm(),
    stage: 'cerrada',
    closeReason: 'documentos-incompletos',
  };
  const records = Array.from({ length: STORED }, (_, index) => {
    const id = applicationIdFromNumber(1000 + index);
    const isLargest = index >= STORED - largestCount;
    return applicationRecord(id, dayOf2025(index / 10), isLargest ? closedLargest : {});
  });
  await privileged.seedPlaceholders(records.slice(0, -largestCount));
  await privileged.seed(records.slice(-largestCount), largestMetadata);
  newest = newestFirst(records);

  proxy = await ByteCountingProxy.start(project.emulatorHost);
  db = memberFirestore(project.projectId, proxy.host, member);
  inbox = new FirestoreApplicationInbox(db, JAR_CALL_LIMIT_MS);
}, 120_000);
afterAll(async () => {
  await deleteApp(db.app);
  await proxy.close();
});

/** Bytes the staff computer downloads for `work`. */
async function downloaded<T>(work: () => Promise<T>): Promise<[T, number]> {
  proxy.reset();
  const result = await work();
  return [result, proxy.bytesDown];
}

describe(`the inbox over ${STORED} stored applications`, () => {
  it(`opens with one bounded page, however many are asked for (at most ${MAX_DOCUMENTS_PER_READ} documents and 200 KB), and loads more on request`, async () => {
    const [opened, bytes] = await downloaded(() =>
      watchUntil<InboxPage>(
        (listener) => inbox.watchFirstPage('todas', 1000, listener),
        (page) => page.applications.length > 0,
      ),
    );

    expect(opened.applications.map(({ id }) => id)).toEqual(newest.slice(0, INBOX_PAGE_SIZE));
    expect(bytes).toBeGreaterThan(INBOX_PAGE_SIZE * 5000); // they really are the largest
    expect(bytes).toBeLessThanOrEqual(MAX_PAGE_BYTES);

    const [further, moreBytes] = await downloaded(() =>
      inbox.nextPage('todas', opened.next!, 1000),
    );
    expect(further.applications.map(({ id }) => id)).toEqual(
      newest.slice(INBOX_PAGE_SIZE, 2 * INBOX_PAGE_SIZE),
    );
    expect(moreBytes).toBeLessThanOrEqual(MAX_PAGE_BYTES);
  });

  it(`counts Nueva without downloading them, up to ${COUNT_LIMIT}, however far it is asked to count`, async () => {
    expect(STORED - 2 * MAX_DOCUMENTS_PER_READ).toBeGreaterThan(COUNT_LIMIT);
    const [count, bytes] = await downloaded(() => inbox.countNew(COUNT_LIMIT));
    const [further] = await downloaded(() => inbox.countNew(STORED));

    expect(count).toBe(COUNT_LIMIT);
    expect(further).toBe(MAX_DOCUMENTS_PER_READ);
    expect(bytes).toBeLessThan(5 * 1024);
  });

  it(`is refused by the rules any query of applications without a limit, or past ${MAX_DOCUMENTS_PER_READ}: a list and a count alike`, async () => {
    const applications = collection(db, APPLICATIONS_COLLECTION);
    const newest = (count?: number) =>
      query(applications, orderBy('date', 'desc'), ...(count ? [limit(count)] : []));
    const nuevas = (count?: number) =>
      query(applications, where('alert', '==', true), ...(count ? [limit(count)] : []));

    await assertFails(getDocs(newest()));
    await assertFails(getDocs(newest(MAX_DOCUMENTS_PER_READ + 1)));
    await assertFails(getDocs(newest(STORED)));
    await assertFails(getCountFromServer(nuevas()));
    await assertFails(getCountFromServer(nuevas(MAX_DOCUMENTS_PER_READ + 1)));
    expect((await getDocs(newest(MAX_DOCUMENTS_PER_READ))).size).toBe(MAX_DOCUMENTS_PER_READ);
    expect((await getCountFromServer(nuevas(MAX_DOCUMENTS_PER_READ))).data().count).toBe(
      MAX_DOCUMENTS_PER_READ,
    );
  });

  it('searches with an exact-match query, downloading the matches only', async () => {
    const [found, bytes] = await downloaded(() => inbox.search('id', ['SOL9990'], 10));
    const [none, noBytes] = await downloaded(() => inbox.search('phone', ['2999-9999'], 10));

    expect(found.map(({ id }) => id)).toEqual(['SOL9990']);
    expect(bytes).toBeLessThan(10 * 1024);
    expect(none).toEqual([]);
    expect(noBytes).toBeLessThan(5 * 1024);
  });
});
