import { admitApplicantMail, type MailboxBudget } from '../../notifications/domain/mailbox-budget';
import type { Outbox } from '../../notifications/domain/outbox';
import { talkInvitationMail } from '../../notifications/domain/talk-invitation-mail';
import type { RandomSource } from '../../shared/domain/random-source';
import type { SeatInvitee, SeatRegistry } from '../domain/seat-registry';
import { isUpcoming } from '../domain/talk';
import { drawCapabilityToken } from '../../shared/domain/capability-token';
import { cancelPassKeptUntil, passPath } from '../domain/talk-pass';

/**
 * What a seat's e-mail needs besides the seat: storage, the outbox, randomness, the site, and the
 * mailbox's budget (every e-mail to an applicant counts against it).
 */
export interface SeatMailPorts {
  registry: SeatRegistry;
  outbox: Outbox;
  random: RandomSource;
  siteUrl: string;
  mailbox: MailboxBudget;
}

export type SeatMailKind = 'invitacion' | 'recordatorio';

/** Counts only, for the function's log: never a recipient or an applicant. */
export type SeatMailOutcome = 'queued' | 'already-queued' | 'not-needed' | 'daily-limit';

/**
 * The outbox id of a seat's e-mail: one invitation and one reminder per seat given (a seat freed
 * and given again is a new seat, with a new assignedAt), so a trigger or a schedule that runs
 * twice queues each once.
 */
export const seatMailId = (kind: SeatMailKind, { seat }: SeatInvitee): string =>
  `${seat.applicationId}-${kind === 'invitacion' ? 'charla' : 'recordatorio'}-${seat.talkId}-${seat.assignedAt.getTime()}`;

/** Who gets a seat's e-mail: an application still on its way (Nueva, En trámite). */
const isOnItsWay = ({ applicant }: SeatInvitee) =>
  applicant.stage === 'nueva' || applicant.stage === 'en-tramite';

/**
 * Queues a seat's invitation or reminder with a fresh "No podré asistir" link: a pass bound to
 * this very seat (the talk, the number, when it was given), good until the talk begins. Nothing
 * for a seat attended, a talk begun, or an application closed, associated or gone; nothing past
 * the mailbox's budget of e-mail (mailbox-budget.ts): no seat, however given, floods an inbox.
 */
export async function queueSeatMail(
  { registry, outbox, random, siteUrl, mailbox }: SeatMailPorts,
  kind: SeatMailKind,
  invitee: SeatInvitee,
  now: Date,
): Promise<SeatMailOutcome> {
  const { talk, seat, applicant } = invitee;
  if (!isOnItsWay(invitee) || seat.attended || !isUpcoming(talk, now)) return 'not-needed';
  const id = seatMailId(kind, invitee);
  // Checked first, so that a second run issues no second link.
  if (await outbox.deliveryOf(id)) return 'already-queued';
  if (!(await admitApplicantMail(mailbox, applicant.email, now))) return 'daily-limit';
  const token = drawCapabilityToken(random);
  await registry.issuePass(
    token,
    {
      purpose: 'no-asistire',
      applicationId: seat.applicationId,
      talkId: talk.id,
      assignedAt: seat.assignedAt,
      expiresAt: cancelPassKeptUntil(talk.startsAt),
    },
    now,
  );
  const invitation = {
    to: applicant.email,
    firstName: applicant.firstName,
    startsAt: talk.startsAt,
    place: talk.place,
    cancelUrl: new URL(passPath('no-asistire', token), siteUrl).href,
  };
  return outbox.enqueue(id, talkInvitationMail(invitation, kind), now);
}
