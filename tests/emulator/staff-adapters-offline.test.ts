import { deleteApp } from 'firebase/app';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageUnreachableError } from '../../src/shared/domain/storage-errors';
import { FirestoreApplicationInbox } from '../../src/applications/adapters/firestore/firestore-application-inbox';
import { FirestoreStaffDirectory } from '../../src/access/adapters/firebase/firestore-staff-directory';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { TcpSwitch } from '../support/tcp-switch';
import { memberFirestore } from './support/member-firestore';
import { registerStaffTestProject } from './support/staff-test-project';

const TIMEOUT_MS = 1500;
const member = { uid: 'miembro-1', email: 'miembro@cooperativa.example' };

const env = registerStaffTestProject('staff-offline');
let tcpSwitch: TcpSwitch;
let db: Firestore;

beforeAll(async () => {
  setLogLevel('silent'); // the SDK reports the lost connection, which is the point here
  const { project, privileged } = env;
  await privileged.grant(member.uid, 'staff', member.email);
  await privileged.seed([applicationRecord('SOL1234', dayOf2025(1))]);
  tcpSwitch = await TcpSwitch.start(project.emulatorHost);
  db = memberFirestore(project.projectId, tcpSwitch.host, member);
});
afterAll(async () => {
  await tcpSwitch.set('up'); // the SDK waits for the backend before it lets the app go
  await deleteApp(db.app);
  await tcpSwitch.close();
});

describe('the staff adapters when the network dies mid-session', () => {
  it('end every one-shot call within its time limit with StorageUnreachableError, so the page can say there is no connection', async () => {
    const inbox = new FirestoreApplicationInbox(db, TIMEOUT_MS);
    const directory = new FirestoreStaffDirectory(db, TIMEOUT_MS);
    expect(await inbox.countNew(10)).toBe(1);

    await tcpSwitch.set('blackhole');
    const started = performance.now();
    const results = await Promise.allSettled([
      inbox.countNew(10),
      inbox.nextPage('todas', { date: new Date(), id: 'SOL1234' }, 10),
      inbox.search('dui', ['02495046-3'], 10),
      inbox.search('id', ['SOL1234'], 10),
      inbox.recordTransition('SOL1234', { from: 'nueva', to: 'en-tramite', reason: null }, member),
      inbox.addNote('SOL1234', 'Sin conexión.', member),
      directory.roleOf(member.uid),
    ]);
    const elapsed = performance.now() - started;

    expect(
      results.map((result) => (result.status === 'rejected' ? result.reason : result.value)),
    ).toEqual(results.map(() => expect.any(StorageUnreachableError)));
    expect(elapsed).toBeLessThan(2 * TIMEOUT_MS + 1000);
  });
});
