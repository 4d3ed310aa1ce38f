import { MAIL_FAILURE_CODES, MAIL_GIVEN_UP } from '../../notifications/domain/mail-failure';
import { INTAKE_STORE_UNREACHABLE, JOB_FAILED } from '../../shared/domain/server-failure-codes';

/**
 * Every stable code the server logs at ERROR: each has a log-based metric and an alert policy in
 * ops/ (tests/build/ops-files.test.ts), so the maintainer hears of it without the mail server.
 */
export const SERVER_FAILURE_CODES = [
  ...MAIL_FAILURE_CODES,
  MAIL_GIVEN_UP,
  JOB_FAILED,
  INTAKE_STORE_UNREACHABLE,
] as const;

export type ServerFailureCode = (typeof SERVER_FAILURE_CODES)[number];
