import type { ApplicationId } from '../../applications/domain/application-id';
import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import { noteText } from '../../applications/domain/history-entry';
import type { SignedInUser } from '../../access/domain/staff-member';

/** An internal note on an application's history: staff only, never shown to the applicant. */
export class AddNote {
  constructor(private readonly inbox: ApplicationInbox) {}

  async execute(id: ApplicationId, text: string, by: SignedInUser): Promise<void> {
    await this.inbox.addNote(id, noteText(text), by);
  }
}
