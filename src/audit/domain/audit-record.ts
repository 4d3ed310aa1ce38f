import type { SignedInUser } from '../../access/domain/staff-member';
import type { ApplicationId } from '../../submission/domain/application-id';

/**
 * What admins did that leaves no other trace, as the audit log keeps it: who, when, and what,
 * never anyone's personal data. Today the removal of spam; each kind says what it needs.
 */
export type AuditEvent = { kind: 'eliminacion-de-spam'; numbers: readonly ApplicationId[] };

export type AuditKind = AuditEvent['kind'];

export const AUDIT_KINDS: readonly AuditKind[] = ['eliminacion-de-spam'];

/** One line of the log. `count` is how many numbers the event took (the rules check it). */
export type AuditRecord = AuditEvent & { id: string; at: Date; by: SignedInUser; count: number };

/**
 * The most numbers one removal names: one batch of writes marks them all (Firestore takes 500
 * writes a batch, and the record is one of them).
 */
export const MAX_NUMBERS_PER_REMOVAL = 400;

/** How many records a page of the log shows, newest first. */
export const AUDIT_PAGE_SIZE = 20;
