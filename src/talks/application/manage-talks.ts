import { isAdmin, type StaffMember } from '../../access/domain/staff-member';
import type { Clock } from '../../shared/domain/clock';
import type { TalkCalendar } from '../domain/talk-calendar';
import { InvalidTalkError, TalkAdminOnlyError } from '../domain/talk-errors';
import {
  isUpcoming,
  storedDetails,
  talkDetailsProblem,
  type Talk,
  type TalkDetails,
  type TalkId,
} from '../domain/talk';

function requireAdmin(member: StaffMember): void {
  if (!isAdmin(member)) throw new TalkAdminOnlyError(`${member.role} may not set talks`);
}

/** An admin schedules a talk; storage's rules refuse anyone else, and a start already past. */
export class CreateTalk {
  constructor(
    private readonly calendar: TalkCalendar,
    private readonly clock: Clock,
  ) {}

  async execute(details: TalkDetails, member: StaffMember): Promise<TalkId> {
    requireAdmin(member);
    const problem = talkDetailsProblem(details, this.clock.now());
    if (problem) throw new InvalidTalkError(problem);
    return this.calendar.create(storedDetails(details), member);
  }
}

/** An admin changes an upcoming talk: never fewer seats than are taken. */
export class EditTalk {
  constructor(
    private readonly calendar: TalkCalendar,
    private readonly clock: Clock,
  ) {}

  async execute(talk: Talk, details: TalkDetails, member: StaffMember): Promise<void> {
    requireAdmin(member);
    const now = this.clock.now();
    if (!isUpcoming(talk, now)) throw new InvalidTalkError('past');
    const problem = talkDetailsProblem(details, now, talk.taken);
    if (problem) throw new InvalidTalkError(problem);
    return this.calendar.edit(talk.id, storedDetails(details), member);
  }
}
