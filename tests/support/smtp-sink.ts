import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback, in the test's process: what the cooperative's mail server does
 * with a message, minus the internet. It can be stopped and started again on the same port (a
 * mail server that is down, then back), and it can refuse messages.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  /** While set, every message is refused with this reply, as a full mailbox or a spam filter would. */
  refuseWith: string | null = null;
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            if (this.refuseWith) return callback(new Error(this.refuseWith));
            this.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
