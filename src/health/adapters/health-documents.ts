import { MAIL_FAILURE_CODES } from '../../notifications/domain/mail-failure';
import { MalformedDocumentError } from '../../shared/domain/storage-errors';
import type { Heartbeat } from '../domain/heartbeat';
import type { HealthView } from '../domain/health-view';
import { isScheduledJob } from '../domain/scheduled-jobs';
import { SELF_SIGN_UP_STATES, type SignInSetup } from '../domain/sign-in-setup';
import { isCount } from '../../shared/domain/count';

/** Either SDK's Timestamp class: the one its snapshots hold. */
type TimestampClass = abstract new (...args: never[]) => { toDate(): Date };

/** How a date is written, by the SDK that writes it (the server's). */
export type ToStored = (date: Date) => unknown;

export const heartbeatFields = (beat: Heartbeat, stored: ToStored) => ({
  job: beat.job,
  outcome: beat.outcome,
  ranAt: stored(beat.ranAt),
  nextDueAt: stored(beat.nextDueAt),
});

export function healthViewFields(
  { measuredAt, mail, intake, signIn }: HealthView,
  stored: ToStored,
) {
  const orNull = (date: Date | null) => (date === null ? null : stored(date));
  return {
    measuredAt: stored(measuredAt),
    mail: {
      ...mail,
      lastErrorAt: orNull(mail.lastErrorAt),
      lastSentAt: orNull(mail.lastSentAt),
      failingSince: orNull(mail.failingSince),
    },
    intake,
    ...(signIn ? { signIn } : {}),
  };
}

/** The one reader of both documents: every field checked, a value never quoted. */
function reader(path: string, timestamp: TimestampClass) {
  const fail = (field: string, problem: string) => new MalformedDocumentError(path, field, problem);
  return {
    fail,
    date(value: unknown, field: string): Date {
      if (value instanceof timestamp) return value.toDate();
      throw fail(field, 'is not a timestamp');
    },
    dateOrNull(value: unknown, field: string): Date | null {
      return value === null ? null : this.date(value, field);
    },
    count(value: unknown, field: string): number {
      if (isCount(value)) return value;
      throw fail(field, 'is not a count');
    },
  };
}

export function heartbeatOfDocument(
  path: string,
  data: Record<string, unknown>,
  timestamp: TimestampClass,
): Heartbeat {
  const read = reader(path, timestamp);
  if (!isScheduledJob(data.job)) throw read.fail('job', 'is not a scheduled job');
  if (data.outcome !== 'ok' && data.outcome !== 'failed')
    throw read.fail('outcome', 'is not an outcome');
  return {
    job: data.job,
    outcome: data.outcome,
    ranAt: read.date(data.ranAt, 'ranAt'),
    nextDueAt: read.date(data.nextDueAt, 'nextDueAt'),
  };
}

export function healthViewOfDocument(
  path: string,
  data: Record<string, unknown>,
  timestamp: TimestampClass,
): HealthView {
  const read = reader(path, timestamp);
  const mail = (data.mail ?? {}) as Record<string, unknown>;
  const intake = (data.intake ?? {}) as Record<string, unknown>;
  const signIn = data.signIn as Record<string, unknown> | undefined;
  const code = mail.lastErrorCode;
  if (code !== null && !(MAIL_FAILURE_CODES as readonly unknown[]).includes(code))
    throw read.fail('mail.lastErrorCode', 'is not a mail failure code');
  const receipts = mail.givenUpReceipts;
  if (!Array.isArray(receipts) || !receipts.every((id) => typeof id === 'string'))
    throw read.fail('mail.givenUpReceipts', 'is not a list of numbers');
  return {
    measuredAt: read.date(data.measuredAt, 'measuredAt'),
    mail: {
      sent: read.count(mail.sent, 'mail.sent'),
      retrying: read.count(mail.retrying, 'mail.retrying'),
      givenUp: read.count(mail.givenUp, 'mail.givenUp'),
      lastErrorCode: code as HealthView['mail']['lastErrorCode'],
      lastErrorAt: read.dateOrNull(mail.lastErrorAt, 'mail.lastErrorAt'),
      lastSentAt: read.dateOrNull(mail.lastSentAt, 'mail.lastSentAt'),
      failingSince: read.dateOrNull(mail.failingSince, 'mail.failingSince'),
      givenUpReceipts: receipts as string[],
    },
    intake: {
      stored: read.count(intake.stored, 'intake.stored'),
      // A Health/status measured before refusals were counted (for five minutes after that
      // deploy) has no such field: none counted yet, rather than an Estado that fails to read.
      refused: intake.refused === undefined ? 0 : read.count(intake.refused, 'intake.refused'),
      markedForReview: read.count(intake.markedForReview, 'intake.markedForReview'),
      // Likewise before a relay's refusals were counted apart.
      refusedByRelay:
        intake.refusedByRelay === undefined
          ? 0
          : read.count(intake.refusedByRelay, 'intake.refusedByRelay'),
    },
    // Measured before the server checked sign-in's setup: nothing said of it yet.
    ...(signIn === undefined ? {} : { signIn: signInSetupOf(signIn, read.fail) }),
  };
}

function signInSetupOf(
  data: Record<string, unknown>,
  fail: (field: string, problem: string) => Error,
): SignInSetup {
  const { canSignSessions, selfSignUp } = data;
  if (typeof canSignSessions !== 'boolean')
    throw fail('signIn.canSignSessions', 'is not a yes or no');
  if (!(SELF_SIGN_UP_STATES as readonly unknown[]).includes(selfSignUp))
    throw fail('signIn.selfSignUp', 'is not a state of self sign-up');
  return { canSignSessions, selfSignUp: selfSignUp as SignInSetup['selfSignUp'] };
}
