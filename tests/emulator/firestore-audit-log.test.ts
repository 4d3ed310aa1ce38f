import { FirestoreAuditLog } from '../../src/audit/adapters/firestore/firestore-audit-log';
import { describeAuditLogContract } from '../contract/audit-log-contract';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const staff = { uid: 'empleado-1', email: 'empleado@cooperativa.example' };
const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };

const env = registerStaffTestProject('audit-log');

describeAuditLogContract(
  'FirestoreAuditLog (emulator, project rules: a staff member records, an admin reads)',
  async () => {
    const { project, privileged } = env;
    await project.admin.clear();
    await privileged.grant(staff.uid, 'staff', staff.email);
    await privileged.grant(admin.uid, 'admin', admin.email);
    return {
      asStaff: new FirestoreAuditLog(project.signedIn(staff), JAR_CALL_LIMIT_MS),
      asAdmin: new FirestoreAuditLog(project.signedIn(admin), JAR_CALL_LIMIT_MS),
      staff,
      admin,
    };
  },
);
