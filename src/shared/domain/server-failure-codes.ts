/**
 * The stable codes of the server's failures outside e-mail (whose codes are in
 * src/notifications/domain/mail-failure.ts), logged at ERROR as the line's lead: Cloud Logging's
 * metrics in ops/ count each one (src/health/domain/server-failure-codes.ts lists them all).
 */

/** A scheduled job ended in failure (logged with the job's name; Cloud Scheduler runs it again). */
export const JOB_FAILED = 'JOB_FAILED';
/** The intake could not store an application (storage down, or no free number): refused. */
export const INTAKE_STORE_UNREACHABLE = 'INTAKE_STORE_UNREACHABLE';
