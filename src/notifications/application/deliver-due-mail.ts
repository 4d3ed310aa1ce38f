import type { Clock } from '../../shared/domain/clock';
import { describeFailure } from '../../shared/domain/describe-failure';
import { afterFailure, DELIVERY_POLICY, type Delivery } from '../domain/delivery';
import { MAIL_GIVEN_UP, mailFailureCodeOf, type MailFailureCode } from '../domain/mail-failure';
import type { MailSender, Outbox } from '../domain/outbox';

/** How many messages one run sends at most: a run stays well inside a function's time limit. */
export const MAX_MESSAGES_PER_RUN = 20;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends what is due in the outbox. Each message is taken under a lease, so two runs never send
 * it at once; one that fails is tried again later, and given up only after its last attempt. A
 * message the mail server took but whose success was not recorded (the run died in between) is
 * sent once more after its lease, with the same Message-ID, so mail programs show it once.
 */
export class DeliverDueMail {
  constructor(
    private readonly outbox: Outbox,
    private readonly sender: MailSender,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    const due = await this.outbox.claimDue(
      this.clock.now(),
      MAX_MESSAGES_PER_RUN,
      DELIVERY_POLICY.leaseMs,
    );
    for (const delivery of due) {
      try {
        await this.sender.send(delivery.mail, delivery.id);
        await this.outbox.recordSent(delivery.id, this.clock.now());
        report.sent += 1;
      } catch (error) {
        const { name, message } = describeFailure(error);
        const code = mailFailureCodeOf(error);
        const next = afterFailure(delivery, this.clock.now(), `${name}: ${message}`, code);
        await this.outbox.recordFailure(next);
        report[next.state === 'failed' ? 'failed' : 'retrying'] += 1;
        logFailure(code, next);
      }
    }
    return report;
  }
}

/**
 * One line at ERROR for each attempt that failed, led by its stable code (mail-failure.ts), and
 * MAIL_GIVEN_UP for the last one. Logged as an Error: its stack is what makes Error Reporting
 * take the line up. The code and the attempt only, never the recipient, the subject or the
 * message's id (it carries the application's number).
 */
function logFailure(code: MailFailureCode, delivery: Delivery): void {
  const what = delivery.state === 'failed' ? `${MAIL_GIVEN_UP} (${code})` : code;
  const attempt = `intento ${delivery.attempts} de ${DELIVERY_POLICY.maxAttempts}`;
  console.error(new Error(`primer-paso: ${what}, un correo no salió (${attempt})`));
}
