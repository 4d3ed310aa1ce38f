import { describe, expect, it } from 'vitest';
import { FirestoreAuditLog } from '../../src/audit/adapters/firestore/firestore-audit-log';
import { describeAuditRecord } from '../../src/audit/domain/audit-description';
import { AdminPasskeyAuditTrail } from '../../src/passkeys/adapters/server/admin-passkey-audit-trail';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';
import { registerStaffTestProject } from './support/staff-test-project';

const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };
const clerk = { uid: 'clerk-1', email: 'beto@cooperativa.example' };

const env = registerStaffTestProject('passkey-audit');

describe('Auditoría shows every change of keys the server records', () => {
  it('reads a key added and a key taken away, by whom, whose and which, in words', async () => {
    const { project, privileged } = env;
    await project.admin.clear();
    await privileged.grant(admin.uid, 'admin', admin.email);
    const trail = new AdminPasskeyAuditTrail(project.adminDb());
    await trail.record({ change: 'alta-de-llave', member: clerk, keyName: 'Mi teléfono' }, clerk);
    await new Promise((done) => setTimeout(done, 5));
    await trail.record({ change: 'baja-de-llave', member: clerk, keyName: 'Mi teléfono' }, admin);

    const log = new FirestoreAuditLog(project.signedIn(admin), JAR_CALL_LIMIT_MS);
    const { records } = await log.page(null, 10);
    expect(records.map((record) => [record.by.email, describeAuditRecord(record)])).toEqual([
      [admin.email, 'Quitó la llave de acceso «Mi teléfono» de beto@cooperativa.example.'],
      [clerk.email, 'Agregó la llave de acceso «Mi teléfono» de beto@cooperativa.example.'],
    ]);
  });
});
