import type { Clock } from '../../shared/domain/clock';
import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../applications/domain/application-record';
import type { StaffMember } from '../../access/domain/staff-member';
import { TransitionNotAllowedError } from '../../applications/domain/application-errors';
import {
  associationOverride,
  mayUndoAssociation,
} from '../../applications/domain/requirements/association';
import { stageChangeFor } from '../../applications/domain/workflow/stage-change';
import type { CloseReason, WorkflowAction } from '../../applications/domain/workflow/transitions';

export interface StageChangeRequest {
  application: ApplicationRecord;
  action: WorkflowAction;
  /** Required to close; ignored otherwise. */
  reason?: CloseReason;
  /** An admin's reason to mark Asociada with requirements missing. */
  override?: string;
}

/**
 * Moves an application along the workflow. The domain's transitions decide what is allowed from
 * the stage staff saw, the checklist whether it may become Asociada, and the clock whether an
 * admin may still undo that; storage then refuses the change if someone else moved it meanwhile.
 */
export class ChangeApplicationStage {
  constructor(
    private readonly inbox: ApplicationInbox,
    private readonly clock: Clock,
  ) {}

  /** Whether `member` may still undo this association now (by the clock, not the screen's). */
  mayUndo(application: ApplicationRecord, member: StaffMember): boolean {
    return mayUndoAssociation(application, member, this.clock.now());
  }

  async execute(request: StageChangeRequest, member: StaffMember): Promise<void> {
    const { application, action, reason, override } = request;
    const change = stageChangeFor(stageOfRecord(application), action, reason);
    if (change.to === 'asociada')
      change.override = associationOverride(application, member, override);
    if (action === 'undo-associate' && !mayUndoAssociation(application, member, this.clock.now()))
      throw new TransitionNotAllowedError('Only an admin undoes an association, within a day');
    await this.inbox.recordTransition(application.id, change, member);
  }
}
