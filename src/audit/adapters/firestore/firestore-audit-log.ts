import {
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  documentId,
  type Firestore,
} from 'firebase/firestore';
import type { AuditCursor, AuditLog, AuditPage } from '../../domain/audit-log';
import { auditLogIn, toAuditRecord } from './audit-document';

/** The audit log on Firestore: newest first, `size` and one more to know whether there is more. */
export class FirestoreAuditLog implements AuditLog {
  constructor(private readonly db: Firestore) {}

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
}
