import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MailFailure } from '../../domain/mail-failure';
import type { MailSender } from '../../domain/outbox';
import type { OutgoingMail } from '../../domain/outgoing-mail';
import { smtpFailureCode } from './smtp-failure-code';

/**
 * How the server logs in to the mail server: a password, or OAuth2 (XOAUTH2, as Google
 * Workspace and Microsoft 365 want), with which nodemailer trades the refresh token for an
 * access token at `tokenUrl` and again whenever it expires.
 */
export type SmtpLogin =
  | { kind: 'password'; user: string; password: string }
  | {
      kind: 'oauth2';
      user: string;
      clientId: string;
      clientSecret: string;
      refreshToken: string;
      tokenUrl: string;
    };

/** Where and as whom the server sends: the cooperative's SMTP account (its password a secret). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS. */
  secure: boolean;
  /**
   * Without `secure`: refuse a server that offers no STARTTLS rather than send the login and the
   * messages in clear. Off only for a server on the same machine (tests).
   */
  requireTls: boolean;
  /** None: the server takes mail without a login. */
  login?: SmtpLogin;
  /** The From header, e.g. "Cooperativa Primer Paso <asociados@primerpaso.coop>". */
  from: string;
  /** The domain of the Message-ID, so that every attempt of one message carries the same one. */
  messageIdDomain: string;
}

function authOf(login: SmtpLogin | undefined): SMTPTransport.Options['auth'] {
  if (!login) return undefined;
  if (login.kind === 'password') return { user: login.user, pass: login.password };
  const { user, clientId, clientSecret, refreshToken, tokenUrl } = login;
  return { type: 'OAuth2', user, clientId, clientSecret, refreshToken, accessUrl: tokenUrl };
}

/**
 * Sends through nodemailer over SMTP; each call is one attempt, and a refusal rejects with a
 * MailFailure that says why (smtp-failure-code.ts).
 */
export class NodemailerMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    const { host, port, secure, requireTls, login } = settings;
    this.transport = createTransport({
      host,
      port,
      secure,
      requireTLS: !secure && requireTls,
      auth: authOf(login),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail, messageId: string): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        ...mail,
        messageId: `<${messageId}@${this.settings.messageIdDomain}>`,
      });
    } catch (error) {
      throw new MailFailure(
        smtpFailureCode(error),
        error instanceof Error ? error.message : 'non-Error value thrown',
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}
