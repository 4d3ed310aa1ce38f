import type { MailFailureCode } from '../../domain/mail-failure';

const AUTH = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2']);
const TLS = new Set(['ETLS']);
const NETWORK = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']);

/**
 * What a nodemailer error means for the maintainer: its `code` for the login, TLS and the
 * network; otherwise the server's reply, permanent when 5xx (RFC 5321; 503 is a session out of
 * step, tried again).
 */
export function smtpFailureCode(error: unknown): MailFailureCode {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof code === 'string') {
    if (AUTH.has(code)) return 'MAIL_AUTH_FAILED';
    if (TLS.has(code)) return 'MAIL_TLS_FAILED';
    if (NETWORK.has(code)) return 'MAIL_UNREACHABLE';
  }
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600)
    return responseCode === 503 ? 'MAIL_FAILED' : 'MAIL_REFUSED';
  return 'MAIL_FAILED';
}
