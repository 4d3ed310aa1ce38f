import type { StaffMember } from '../../access/domain/staff-member';
import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import type { ApplicationRecord } from '../../applications/domain/application-record';
import {
  requireRequirementChange,
  type RequirementChange,
} from '../../applications/domain/requirements/checklist';

export interface RequirementRequest {
  application: ApplicationRecord;
  change: RequirementChange;
}

/**
 * Ticks or unticks one requirement of an application En trámite, as staff saw it; storage refuses
 * it if the application moved meanwhile.
 */
export class RecordRequirement {
  constructor(private readonly inbox: ApplicationInbox) {}

  async execute({ application, change }: RequirementRequest, member: StaffMember): Promise<void> {
    await this.inbox.recordRequirement(
      application.id,
      requireRequirementChange(application, change),
      member,
    );
  }
}
