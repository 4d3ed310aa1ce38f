import { simpleParser, type ParsedMail } from 'mailparser';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Readable } from 'node:stream';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

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

  private saved = 0;

  /** `mailDir`: where each message taken is also written, as an .eml file (MAIL_DIR). */
  constructor(
    readonly port: number,
    private readonly mailDir?: string,
  ) {}

  start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        readAll(stream)
          .then(async (raw) => {
            if (this.refuseWith) return callback(new Error(this.refuseWith));
            const mail = await simpleParser(raw);
            if (this.mailDir) {
              this.saved += 1;
              const name = `${Date.now()}-${String(this.saved).padStart(4, '0')}.eml`;
              await writeFile(join(this.mailDir, name), raw);
            }
            this.received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
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
