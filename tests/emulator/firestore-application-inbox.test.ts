import {
  collection,
  doc,
  setDoc,
  terminate,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { InboxPage } from '../../src/applications/domain/application-inbox';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { HistoryEntry } from '../../src/applications/domain/history-entry';
import type { Listener } from '../../src/shared/domain/listener';
import { FirestoreApplicationInbox } from '../../src/applications/adapters/firestore/firestore-application-inbox';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import { describeApplicationInboxContract } from '../contract/application-inbox-contract';
import { watch, watchUntil } from '../contract/watch-until';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { registerStaffTestProject } from './support/staff-test-project';
import { memberFirestore } from './support/member-firestore';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const member = { uid: 'miembro-1', email: 'miembro@cooperativa.example' };

const env = registerStaffTestProject('inbox-contract');

/**
 * Each contract test's member client, closed before the next test clears the project: the jar has
 * sent a listening client a garbled message (RESOURCE_EXHAUSTED, 'Received message larger than
 * max') when its documents were deleted under an open listen stream (firebase-tools#8654), and the
 * SDK then waits a minute before it tries again, so every later test in the file timed out.
 */
let contractClient: Firestore | undefined;
afterAll(() => contractClient && terminate(contractClient));

describeApplicationInboxContract(
  'FirestoreApplicationInbox (emulator, project rules, as a member)',
  async () => {
    const { project, privileged } = env;
    if (contractClient) await terminate(contractClient);
    await project.admin.clear();
    await privileged.grant(member.uid, 'staff', member.email);
    contractClient = memberFirestore(project.projectId, project.emulatorHost, member);
    return {
      inbox: new FirestoreApplicationInbox(contractClient, JAR_CALL_LIMIT_MS),
      member,
      // As the server's trigger would: each application's name keys, for search by name.
      seed: async (records) => {
        await privileged.seed(records);
        await privileged.seedNameKeys(records);
      },
      publicRepository: project.repository(),
    };
  },
);

/** What a document the mappers cannot read makes of each read, instead of a throw in a consumer. */
describe('FirestoreApplicationInbox with a document stored damaged, past the rules', () => {
  // The DUI typed as a number in the console: the value must reach no error message.
  const DUI_AS_NUMBER = 24950463;
  const damagedApplication = () => doc(env.privileged.db, APPLICATIONS_COLLECTION, 'SOL1002');
  const historyOf = (id: string) =>
    collection(env.privileged.db, APPLICATIONS_COLLECTION, id, HISTORY_COLLECTION);
  const memberInbox = () =>
    new FirestoreApplicationInbox(env.project.signedIn(member), JAR_CALL_LIMIT_MS);

  const idsOf = (page: InboxPage) => page.applications.map(({ id }) => id).join(' ');

  const expectDamaged = (error: unknown, path: string, field: string) => {
    expect(error).toBeInstanceOf(MalformedDocumentError);
    expect(error).toMatchObject({ path, field });
    expect((error as Error).message).not.toContain(String(DUI_AS_NUMBER));
  };

  it('leaves it out of the live list and names it, and fails its own view and search', async () => {
    const { project, privileged } = env;
    const inbox = memberInbox();
    await project.admin.clear();
    await privileged.grant(member.uid, 'staff', member.email);
    const ids: ApplicationId[] = ['SOL1001', 'SOL1002', 'SOL1003'];
    await privileged.seed(ids.map((id, day) => applicationRecord(id, dayOf2025(day))));
    await updateDoc(damagedApplication(), { dui: DUI_AS_NUMBER });

    // The client's cache may first show what earlier tests left: wait for this test's list.
    const list = watch<InboxPage>((listener) => inbox.watchFirstPage('todas', 10, listener));
    const page = await list.until((shown) => idsOf(shown) === 'SOL1003 SOL1001');
    expect(page.unreadable).toHaveLength(1);
    expectDamaged(page.unreadable[0], 'Applications/SOL1002', 'dui');

    const view = (listener: Listener<ApplicationRecord | undefined>) =>
      inbox.watchApplication('SOL1002', listener);
    const shown = await watchUntil(view, () => true).catch((error: unknown) => error);
    expectDamaged(shown, 'Applications/SOL1002', 'dui');
    const search = await inbox.search('id', ['SOL1002'], 10).catch((error: unknown) => error);
    expectDamaged(search, 'Applications/SOL1002', 'dui');

    // The list kept listening: mended in the console, the application shows again.
    await updateDoc(damagedApplication(), { dui: '02495046-3' });
    const mended = await list.until((shown) => idsOf(shown) === 'SOL1003 SOL1002 SOL1001');
    list.stop();
    expect(mended.unreadable).toEqual([]);
  });

  it('fails the history whose entry it cannot read, through the listener', async () => {
    const { project, privileged } = env;
    const inbox = memberInbox();
    await project.admin.clear();
    await privileged.grant(member.uid, 'staff', member.email);
    await privileged.seed([applicationRecord('SOL1004', dayOf2025(4))]);
    await inbox.addNote('SOL1004', 'Llamó el martes.', member);
    // A note without its text.
    const entry = doc(historyOf('SOL1004'));
    const { uid, email } = member;
    await setDoc(entry, { kind: 'note', at: Timestamp.now(), uid, email });

    const history = (listener: Listener<HistoryEntry[]>) => inbox.watchHistory('SOL1004', listener);
    const failure = await watchUntil(history, () => false).catch((error: unknown) => error);
    expectDamaged(failure, `Applications/SOL1004/history/${entry.id}`, 'text');
  });
});
