import { isAdmin, type StaffMember } from '../../../access/domain/staff-member';
import { hasHiddenCharacters, trimBlank } from '../../../shared/domain/visible-text';
import { TransitionNotAllowedError } from '../application-errors';
import { isChecklistComplete, type Checklist } from './checklist';

/** How long an admin may undo an association: a day, for a click on the wrong application. */
export const UNDO_ASSOCIATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The most an override's reason may hold. */
export const MAX_OVERRIDE_LENGTH = 300;

interface AssociationCandidate {
  nit: string;
  checklist: Checklist;
}

/**
 * Whether `member` may mark the application Asociada: every requirement met, or an admin who
 * writes why not (kept in the history). firestore.rules isWorkflowUpdate says the same.
 */
export function mayAssociate(application: AssociationCandidate, member: StaffMember): boolean {
  return isChecklistComplete(application) || isAdmin(member);
}

/** An override's reason as stored: one line, visible, 1 to MAX_OVERRIDE_LENGTH characters. */
export function overrideReasonProblem(text: string): 'blank' | 'too-long' | 'hidden' | undefined {
  const reason = trimBlank(text);
  if (reason === '') return 'blank';
  if (reason.length > MAX_OVERRIDE_LENGTH) return 'too-long';
  return hasHiddenCharacters(reason, 'one-line') ? 'hidden' : undefined;
}

/**
 * What the move to Asociada records: null when the checklist is complete (an override is then
 * refused), the admin's reason otherwise. Throws when the move is not allowed.
 */
export function associationOverride(
  application: AssociationCandidate,
  member: StaffMember,
  override: string | undefined,
): string | null {
  if (isChecklistComplete(application)) {
    if (override !== undefined)
      throw new TransitionNotAllowedError('Every requirement is met: there is nothing to override');
    return null;
  }
  if (!isAdmin(member))
    throw new TransitionNotAllowedError('Requirements are missing; only an admin may override');
  if (override === undefined || overrideReasonProblem(override) !== undefined)
    throw new TransitionNotAllowedError('An override needs a reason: one visible line');
  return trimBlank(override);
}

/** Whether an admin may still undo the association (`associatedAt`) at `now`. */
export function mayUndoAssociation(
  { associatedAt }: { associatedAt: Date | null },
  member: StaffMember,
  now: Date,
): boolean {
  return (
    isAdmin(member) &&
    associatedAt !== null &&
    now.getTime() < associatedAt.getTime() + UNDO_ASSOCIATION_WINDOW_MS
  );
}
