import { FirestoreApplicationInbox } from '../../src/inbox/adapters/firestore/firestore-application-inbox';
import { describeApplicationInboxContract } from '../contract/application-inbox-contract';
import { registerStaffTestProject } from './support/staff-test-project';

const member = { uid: 'miembro-1', email: 'miembro@cooperativa.example' };

const env = registerStaffTestProject('inbox-contract');

describeApplicationInboxContract('FirestoreApplicationInbox (emulator, project rules, as a member)', async () => {
  const { project, privileged } = env;
  await project.admin.clear();
  await privileged.grant(member.uid, 'staff', member.email);
  return {
    inbox: new FirestoreApplicationInbox(project.signedIn(member)),
    member,
    seed: (records) => privileged.seed(records),
    publicRepository: project.repository(),
  };
});
