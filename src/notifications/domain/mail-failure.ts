/**
 * Why a message did not leave, as a stable code the logs are searched (and Error Reporting
 * grouped) by: each calls for something different of the maintainer (the account's login, the
 * server's TLS, the network, the recipient). A code never carries the recipient or the subject.
 */
export const MAIL_FAILURE_CODES = [
  /** The mail server refused the login (a wrong or expired password or token). */
  'MAIL_AUTH_FAILED',
  /** No encrypted connection: the server offers no STARTTLS, or the handshake failed. */
  'MAIL_TLS_FAILED',
  /** The mail server could not be reached, or dropped the connection. */
  'MAIL_UNREACHABLE',
  /** The mail server refused this message or its recipient for good (a 5xx reply). */
  'MAIL_REFUSED',
  /** Anything else (a 4xx reply, say): tried again like the rest. */
  'MAIL_FAILED',
] as const;

export type MailFailureCode = (typeof MAIL_FAILURE_CODES)[number];

/** A message given up after its last attempt; logged with its last failure's code. */
export const MAIL_GIVEN_UP = 'MAIL_GIVEN_UP';

/** What a MailSender rejects with when it can tell why the message did not leave. */
export class MailFailure extends Error {
  override readonly name = 'MailFailure';

  constructor(
    readonly code: MailFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** The code of whatever a MailSender rejected with: MAIL_FAILED when it could not tell. */
export const mailFailureCodeOf = (error: unknown): MailFailureCode =>
  error instanceof MailFailure ? error.code : 'MAIL_FAILED';
