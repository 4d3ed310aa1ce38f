import {
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  setDoc,
  Timestamp,
  documentId,
} from 'firebase/firestore';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import type { AuditCursor, AuditLog, AuditPage } from '../../domain/audit-log';
import type { DataExportEvent } from '../../domain/audit-record';
import { auditLogIn, exportRecordData, newAuditRecordIn, toAuditRecord } from './audit-document';

/**
 * The audit log on Firestore (`AuditLog/{id}`): read newest first, `size` and one more to know
 * whether there is more; an export's record written alone, its time the server's.
 */
export class FirestoreAuditLog extends BoundedFirestoreAdapter implements AuditLog {
  async page(after: AuditCursor | null, size: number): Promise<AuditPage> {
    const newestFirst = [orderBy('at', 'desc'), orderBy(documentId(), 'desc')] as const;
    const from = after ? [startAfter(Timestamp.fromDate(after.at), after.id)] : [];
    const snapshot = await getDocsFromServer(
      query(auditLogIn(this.db), ...newestFirst, ...from, limit(size + 1)),
    );
    const records = snapshot.docs.slice(0, size).map(toAuditRecord);
    const last = records.at(-1);
    return {
      records,
      next: snapshot.docs.length > size && last ? { at: last.at, id: last.id } : null,
    };
  }

  async recordExport(event: DataExportEvent, by: SignedInUser): Promise<void> {
    // setDoc resolves once the server has acknowledged the write (the cache shows it before), so
    // the file leaves only after storage holds its record. A write that times out here may still
    // land later: the log then shows an export whose file was never handed over, the safe side.
    await this.bounded(
      'record an export',
      setDoc(newAuditRecordIn(this.db), exportRecordData(event, by)),
    );
  }
}
