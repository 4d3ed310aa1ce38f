import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import type { ApplicationRecord } from '../../applications/domain/application-record';
import { isUnopened } from '../../applications/domain/opened';
import type { WorkflowFlags } from '../../applications/domain/workflow/stage';

/**
 * A member opened an application's detail: the first time anyone does, storage stamps it opened
 * and the list's 'Sin abrir' mark goes, for every member at once. One already opened costs no
 * write.
 */
export class MarkApplicationOpened {
  constructor(private readonly inbox: ApplicationInbox) {}

  async execute(
    application: Pick<ApplicationRecord, 'id' | 'openedAt'> & WorkflowFlags,
  ): Promise<void> {
    if (!isUnopened(application)) return;
    await this.inbox.markOpened(application.id);
  }
}
