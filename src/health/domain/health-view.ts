import type { MailFailureCode } from '../../notifications/domain/mail-failure';
import type { SignInSetup } from './sign-in-setup';

/** How far back Estado counts e-mail, and the intake. */
export const MAIL_WINDOW_MS = 7 * 24 * 60 * 60_000;
export const INTAKE_WINDOW_MS = 24 * 60 * 60_000;
/** At most this many given-up receipts are listed (the newest): one call each for someone. */
export const GIVEN_UP_RECEIPTS_LIMIT = 20;

/** The outbox over the last 7 days, in counts and codes: never a recipient or a subject. */
export interface MailCounts {
  sent: number;
  retrying: number;
  givenUp: number;
  lastErrorCode: MailFailureCode | null;
  lastErrorAt: Date | null;
  lastSentAt: Date | null;
  /** The applications (SOL numbers) whose receipt was given up, newest first, bounded. */
  givenUpReceipts: string[];
}

/** The intake over the last 24 hours, as storage counts what it stored. */
export interface StoredCounts {
  stored: number;
  markedForReview: number;
}

/** The intake over the last 24 hours: what it stored, and what its limits refused. */
export interface IntakeCounts extends StoredCounts {
  /**
   * Requests an address's or a relay's limit refused (nothing stored), counted by the clock hour:
   * the hour 24 hours back counts whole (submission's intake-refusals.ts).
   */
  refused: number;
  /**
   * Of those, the ones a relay's hourly limit refused: through the site the relay is the CDN
   * node every visitor near it shares, so any means its budget ran out for everyone there that
   * hour (docs/deploying.md says what to do).
   */
  refusedByRelay: number;
}

/** What the server last measured for Estado (Health/status), every five minutes. */
export interface HealthView {
  measuredAt: Date;
  mail: MailCounts & {
    /** Since when the newest attempt has been a failure with nothing sent after it; null if not. */
    failingSince: Date | null;
  };
  intake: IntakeCounts;
  /** Absent from a measurement made before the server checked it. */
  signIn?: SignInSetup;
}

/**
 * Failing: the last failure is newer than the last message sent, and says something of the mail
 * server (its login, its TLS, reaching it, or an unexplained reply), not that it refused one
 * message or recipient for good (MAIL_REFUSED): one bad address retried overnight, with nothing
 * else to send, is not the mail server failing.
 */
export function failingSince(counts: MailCounts, previous: HealthView | undefined): Date | null {
  const { lastErrorAt, lastErrorCode, lastSentAt } = counts;
  const failing =
    lastErrorAt !== null &&
    lastErrorCode !== 'MAIL_REFUSED' &&
    (lastSentAt === null || lastErrorAt.getTime() > lastSentAt.getTime());
  if (!failing) return null;
  return previous?.mail.failingSince ?? lastErrorAt;
}
