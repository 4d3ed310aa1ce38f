import { FirestoreAuditLog } from '../../src/audit/adapters/firestore/firestore-audit-log';
import { FirestoreApplicationInbox } from '../../src/applications/adapters/firestore/firestore-application-inbox';
import { FirestoreSpamRemoval } from '../../src/inbox/adapters/firestore/firestore-spam-removal';
import { describeSpamRemovalContract } from '../contract/spam-removal-contract';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };

const env = registerStaffTestProject('spam-removal');

describeSpamRemovalContract(
  'FirestoreSpamRemoval with FirestoreAuditLog (emulator, project rules, as an admin)',
  async () => {
    const { project, privileged } = env;
    await project.admin.clear();
    await privileged.grant(admin.uid, 'admin', admin.email);
    const db = project.signedIn(admin);
    return {
      removal: new FirestoreSpamRemoval(db),
      auditLog: new FirestoreAuditLog(db, JAR_CALL_LIMIT_MS),
      inbox: new FirestoreApplicationInbox(db, JAR_CALL_LIMIT_MS),
      repository: project.repository(),
      admin,
      seed: (records) => privileged.seed(records),
    };
  },
);
