import { createTransport, type Transporter } from 'nodemailer';
import type { MailSender } from '../../domain/outbox';
import type { OutgoingMail } from '../../domain/outgoing-mail';

/** Where and as whom the server sends: the cooperative's SMTP account (its password a secret). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The From header, e.g. "Cooperativa Primer Paso <asociados@primerpaso.coop>". */
  from: string;
  /** The domain of the Message-ID, so that every attempt of one message carries the same one. */
  messageIdDomain: string;
}

/** Sends through nodemailer over SMTP; each call is one attempt, and a refusal rejects. */
export class NodemailerMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    const { host, port, secure, user, password } = settings;
    this.transport = createTransport({
      host,
      port,
      secure,
      ...(user ? { auth: { user, pass: password ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail, messageId: string): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      ...mail,
      messageId: `<${messageId}@${this.settings.messageIdDomain}>`,
    });
  }

  close(): void {
    this.transport.close();
  }
}
