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

/** A reply such as '550 No such user', sent with its own code (smtp-server's default is 450). */
const refusal = (reply: string) =>
  Object.assign(new Error(reply.slice(4)), { responseCode: Number(reply.slice(0, 3)) });

/** The login a sink asks for: a password, or an OAuth2 access token (XOAUTH2). */
export type SinkLogin = { user: string; password: string } | { user: string; accessToken: string };

/**
 * A real SMTP server on loopback, in the test's process: what the cooperative's mail server does
 * with a message, minus the internet. It can be stopped and started again on the same port (a
 * mail server that is down, then back), and it can refuse messages.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  /** While set, every message is refused with this reply, as a full mailbox or a spam filter would. */
  refuseWith: string | null = null;
  /** While set, every recipient is refused with this reply (RCPT TO), as for an unknown mailbox. */
  refuseRecipientsWith: string | null = null;
  /** The access tokens XOAUTH2 logins presented, in order. */
  readonly accessTokens: string[] = [];
  private server: SMTPServer | null = null;

  private saved = 0;

  /** `mailDir`: where each message taken is also written, as an .eml file (MAIL_DIR). */
  /** `login`: the account it requires (no STARTTLS still: loopback, no certificate). */
  constructor(
    readonly port: number,
    private readonly mailDir?: string,
    private readonly login?: SinkLogin,
  ) {}

  start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: this.login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        const login = this.login;
        if (auth.accessToken) this.accessTokens.push(auth.accessToken);
        const matches =
          login !== undefined &&
          auth.username === login.user &&
          ('password' in login
            ? auth.method !== 'XOAUTH2' && auth.password === login.password
            : auth.method === 'XOAUTH2' && auth.accessToken === login.accessToken);
        if (matches) callback(null, { user: login.user });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo: (_address, _session, callback) => {
        if (!this.refuseRecipientsWith) return callback();
        callback(refusal(this.refuseRecipientsWith));
      },
      onData: (stream, _session, callback) => {
        readAll(stream)
          .then(async (raw) => {
            if (this.refuseWith) return callback(refusal(this.refuseWith));
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
