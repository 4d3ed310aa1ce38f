import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { FirestoreApplicationInbox } from '../../src/inbox/adapters/firestore/firestore-application-inbox';
import { describeApplicationInboxContract } from '../contract/application-inbox-contract';
import { openFirestoreTestProject, type FirestoreTestProject } from './support/firestore-test-project';
import { PrivilegedFirestore } from './support/privileged-firestore';

const member = { uid: 'miembro-1', email: 'miembro@cooperativa.example' };

let project: FirestoreTestProject;
let privileged: PrivilegedFirestore;
let inbox: FirestoreApplicationInbox;

beforeAll(async () => {
  project = await openFirestoreTestProject('inbox-contract');
  privileged = new PrivilegedFirestore(project.projectId, project.emulatorHost);
  // A signed-in member as the rules see one: this uid, with this e-mail in the token.
  const db = project.rules.authenticatedContext(member.uid, { email: member.email }).firestore() as unknown as Firestore;
  inbox = new FirestoreApplicationInbox(db);
});
afterAll(async () => {
  await privileged.close();
  await project.rules.cleanup();
});

describeApplicationInboxContract('FirestoreApplicationInbox (emulator, project rules, as a member)', async () => {
  await project.admin.clear();
  await privileged.grant(member.uid, 'staff', member.email);
  return { inbox, member, seed: (records) => privileged.seed(records), publicRepository: project.repository() };
});
