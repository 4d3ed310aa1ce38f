import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { AUDIT_LOG_COLLECTION } from '../../../audit/adapters/audit-collections';
import type { SignedInUser } from '../../../access/domain/staff-member';
import type { TeamAuditTrail, TeamChangeRecord } from '../../domain/team-accounts';

/** gRPC's ALREADY_EXISTS: a record under this id was written before. */
const ALREADY_EXISTS = 6;

/**
 * Changes to the team in AuditLog, as src/audit's mapper reads a record of kind
 * cambio-en-el-equipo; stamped with the server's time. Only the server writes these.
 */
export class AdminTeamAuditTrail implements TeamAuditTrail {
  constructor(private readonly db: Firestore) {}

  async record(change: TeamChangeRecord, by: SignedInUser, id?: string): Promise<void> {
    const log = this.db.collection(AUDIT_LOG_COLLECTION);
    const record = id === undefined ? log.doc() : log.doc(`equipo-${id}`);
    try {
      await record.create({
        kind: 'cambio-en-el-equipo',
        change: change.change,
        memberUid: change.member.uid,
        memberEmail: change.member.email,
        role: change.role,
        count: 1,
        at: FieldValue.serverTimestamp(),
        uid: by.uid,
        email: by.email,
      });
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== ALREADY_EXISTS) throw error;
    }
  }
}
