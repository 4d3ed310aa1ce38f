import type { ApplicationId } from '../../submission/domain/application-id';
import type { ApplicationInbox } from '../domain/application-inbox';
import { MAX_NOTE_LENGTH } from '../domain/history-entry';
import { InvalidNoteError } from '../domain/inbox-errors';
import type { SignedInUser } from '../../access/domain/staff-member';

/** An internal note on an application's history: staff only, never shown to the applicant. */
export class AddNote {
  constructor(private readonly inbox: ApplicationInbox) {}

  async execute(id: ApplicationId, text: string, by: SignedInUser): Promise<void> {
    const note = text.trim();
    if (note === '') throw new InvalidNoteError('A note cannot be empty');
    if (note.length > MAX_NOTE_LENGTH) throw new InvalidNoteError(`A note has at most ${MAX_NOTE_LENGTH} characters`);
    await this.inbox.addNote(id, note, by);
  }
}
