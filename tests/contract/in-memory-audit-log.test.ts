import { InMemoryAuditLog } from '../../src/audit/adapters/memory/in-memory-audit-log';
import { fixedClock } from '../support/deterministic';
import { describeAuditLogContract } from './audit-log-contract';

describeAuditLogContract('InMemoryAuditLog', async () => {
  const log = new InMemoryAuditLog(fixedClock());
  return {
    asStaff: log,
    asAdmin: log,
    staff: { uid: 'empleado-1', email: 'empleado@cooperativa.example' },
    admin: { uid: 'admin-1', email: 'admin@cooperativa.example' },
  };
});
