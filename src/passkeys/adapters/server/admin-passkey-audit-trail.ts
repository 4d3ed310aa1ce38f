import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { AUDIT_LOG_COLLECTION } from '../../../audit/adapters/audit-collections';
import type { KeyChangeRecord, PasskeyAuditTrail } from '../../domain/passkey-ports';

/**
 * Changes of keys in AuditLog, as src/audit's mapper reads a record of kind cambio-de-llaves;
 * stamped with the server's time. Only the server writes these.
 */
export class AdminPasskeyAuditTrail implements PasskeyAuditTrail {
  constructor(private readonly db: Firestore) {}

  async record(change: KeyChangeRecord, by: SignedInUser): Promise<void> {
    await this.db.collection(AUDIT_LOG_COLLECTION).add({
      kind: 'cambio-de-llaves',
      change: change.change,
      memberUid: change.member.uid,
      memberEmail: change.member.email,
      keyName: change.keyName,
      count: 1,
      at: FieldValue.serverTimestamp(),
      uid: by.uid,
      email: by.email,
    });
  }
}
