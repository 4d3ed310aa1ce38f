import type { ApplicationInbox } from '../domain/application-inbox';
import { stageOfRecord, type ApplicationRecord } from '../domain/application-record';
import { TransitionNotAllowedError } from '../domain/inbox-errors';
import type { SignedInUser } from '../../access/domain/staff-member';
import { findTransition, isCloseReason, type CloseReason, type WorkflowAction } from '../domain/workflow/transitions';

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

  async execute({ application, action, reason }: StageChangeRequest, by: SignedInUser): Promise<void> {
    const from = stageOfRecord(application);
    const transition = findTransition(from, action);
    if (!transition) throw new TransitionNotAllowedError(`${action} is not allowed from ${from}`);
    const closing = transition.to === 'cerrada';
    if (closing && !isCloseReason(reason)) throw new TransitionNotAllowedError('Closing an application needs a reason from the list');
    await this.inbox.recordTransition(application.id, { from, to: transition.to, reason: closing ? (reason as CloseReason) : null }, by);
  }
}
