import type { Clock } from '../../shared/domain/clock';
import { TALK_LIST_SIZE } from '../domain/talk';
import { officeTomorrow } from '../domain/talk-time';
import { queueSeatMail, type SeatMailPorts } from './seat-mail';

/** Counts only, for the function's log: never a recipient or an applicant. */
export interface ReminderReport {
  talks: number;
  seats: number;
  queued: number;
}

/**
 * The day-before reminder: for each talk that starts on the office's next calendar day, each
 * seat not yet attended gets one e-mail with a fresh link to free it (queued under the seat's own
 * id, so a schedule run twice sends each once). Bounded reads: one range query on the talks' start
 * (TALK_LIST_SIZE at most), one list of each talk's seats (MAX_SEATS), one get per application.
 */
export class RemindTomorrowsTalks {
  constructor(
    private readonly ports: SeatMailPorts,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ReminderReport> {
    const now = this.clock.now();
    const { from, to } = officeTomorrow(now);
    const { registry } = this.ports;
    const talks = await registry.between(from, to, TALK_LIST_SIZE);
    const report = { talks: talks.length, seats: 0, queued: 0 };
    for (const talk of talks) {
      for (const seat of await registry.seats(talk.id)) {
        if (seat.attended) continue;
        report.seats += 1;
        const applicant = await registry.applicant(seat.applicationId);
        if (!applicant) continue;
        const outcome = await queueSeatMail(
          this.ports,
          'recordatorio',
          { talk, seat, applicant },
          now,
        );
        if (outcome === 'queued') report.queued += 1;
      }
    }
    return report;
  }
}
