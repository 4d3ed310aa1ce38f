import type { Clock } from '../../shared/domain/clock';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { TalkId } from '../domain/talk';
import { queueSeatMail, type SeatMailOutcome, type SeatMailPorts } from './seat-mail';

/**
 * A seat was given (by a clerk in the staff page, or by the applicant through their link): the
 * server e-mails the applicant the talk's day, time and place, with a link to free the seat.
 * Run by a trigger on the seat's creation, whoever wrote it.
 */
export class InviteToTalk {
  constructor(
    private readonly ports: SeatMailPorts,
    private readonly clock: Clock,
  ) {}

  async execute(talkId: TalkId, applicationId: ApplicationId): Promise<SeatMailOutcome> {
    const invitee = await this.ports.registry.invitee(talkId, applicationId);
    if (!invitee) return 'not-needed';
    return queueSeatMail(this.ports, 'invitacion', invitee, this.clock.now());
  }
}
