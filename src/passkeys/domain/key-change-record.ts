import type { SignedInUser } from '../../access/domain/staff-member';
import type { KeyChange, KeyChangeEvent } from '../../audit/domain/audit-record';
import type { Passkey } from './passkey';

/**
 * What the audit record of a change of keys names besides the key (which says whose it is by
 * uid): the member's e-mail, and who made the change. The store writes the record in the same
 * step as the change, so a crash between them cannot lose it.
 */
export interface KeyChangeAudit {
  memberEmail: string;
  by: SignedInUser;
}

/**
 * The audit record's id: one per key and change, so that a request the network repeats, or
 * two at once, write it once. A key's id once in the log is never kept again (the stores refuse
 * it), so no record is ever written over.
 */
export const keyChangeRecordId = (change: KeyChange, keyId: string): string =>
  `llave-${change === 'alta-de-llave' ? 'alta' : 'baja'}-${keyId}`;

/** The change as the audit log keeps it: whose key, what became of it, and its name. */
export const keyChangeEvent = (
  change: KeyChange,
  key: Passkey,
  audit: KeyChangeAudit,
): KeyChangeEvent => ({
  kind: 'cambio-de-llaves',
  change,
  member: { uid: key.memberUid, email: audit.memberEmail },
  keyName: key.name,
});
