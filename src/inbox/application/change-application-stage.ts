import type { ApplicationInbox } from '../domain/application-inbox';
import { stageOfRecord, type ApplicationRecord } from '../domain/application-record';
import type { SignedInUser } from '../../access/domain/staff-member';
import { stageChangeFor } from '../domain/workflow/stage-change';
import type { CloseReason, WorkflowAction } from '../domain/workflow/transitions';

export interface StageChangeRequest {
  application: ApplicationRecord;
  action: WorkflowAction;
  /** Required to close; ignored otherwise. */
  reason?: CloseReason;
}

/**
 * Moves an application along the workflow. The domain's transitions decide what is allowed from
 * the stage staff saw; storage then refuses the change if someone else moved it meanwhile.
 */
export class ChangeApplicationStage {
  constructor(private readonly inbox: ApplicationInbox) {}

  async execute(request: StageChangeRequest, by: SignedInUser): Promise<void> {
    const { application, action, reason } = request;
    const change = stageChangeFor(stageOfRecord(application), action, reason);
    await this.inbox.recordTransition(application.id, change, by);
  }
}
