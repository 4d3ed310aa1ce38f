import { describe, expect, it } from 'vitest';
import { FirestoreAuditLog } from '../../src/audit/adapters/firestore/firestore-audit-log';
import { describeAuditRecord } from '../../src/audit/domain/audit-description';
import { AdminPasskeyStore } from '../../src/passkeys/adapters/server/admin-passkey-store';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';
import { registerStaffTestProject } from './support/staff-test-project';

const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };
const clerk = { uid: 'clerk-1', email: 'beto@cooperativa.example' };

const env = registerStaffTestProject('passkey-audit');

const phone = {
  id: 'TWlUZWxlZm9ub0RlQmV0bzEy',
  memberUid: clerk.uid,
  publicKey: 'pQECAyYgASFYIHk3ZWZ0',
  counter: 0,
  transports: ['internal'],
  name: 'Mi teléfono',
  createdAt: new Date('2026-03-14T15:09:26.000Z'),
  lastUsedAt: null,
};

describe('Auditoría shows every change of keys the server records', () => {
  it('reads a key added and a key taken away, by whom, whose and which, in words', async () => {
    const { project, privileged } = env;
    await project.admin.clear();
    await privileged.grant(admin.uid, 'admin', admin.email);
    const store = new AdminPasskeyStore(project.adminDb());
    await store.add(phone, { memberEmail: clerk.email, by: clerk });
    await new Promise((done) => setTimeout(done, 5));
    await store.takeAway({
      memberUid: clerk.uid,
      keepOne: false,
      endSessions: true,
      audit: { memberEmail: clerk.email, by: admin },
    });

    const log = new FirestoreAuditLog(project.signedIn(admin), JAR_CALL_LIMIT_MS);
    const { records } = await log.page(null, 10);
    expect(records.map((record) => [record.by.email, describeAuditRecord(record)])).toEqual([
      [admin.email, 'Quitó la llave de acceso «Mi teléfono» de beto@cooperativa.example.'],
      [clerk.email, 'Agregó la llave de acceso «Mi teléfono» de beto@cooperativa.example.'],
    ]);
  });
});
