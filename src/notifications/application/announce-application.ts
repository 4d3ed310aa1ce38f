import type { Clock } from '../../shared/domain/clock';
import { receiptMessageId } from '../../shared/domain/receipt-message-id';
import type { AddressKeys, IntakeLedger } from '../../submission/domain/address-quota';
import type { Application } from '../../applications/domain/stored-application';
import type { ArrivalLinks, ArrivalListener } from '../../submission/domain/intake-review';
import { applicantReceiptMail } from '../domain/applicant-receipt-mail';
import { admitApplicantMail, RECEIPTS_PER_MAILBOX, receiptsKey } from '../domain/mailbox-budget';
import type { Outbox } from '../domain/outbox';
import { intakeSurgeMail } from '../domain/intake-surge-mail';
import { staffArrivalMail } from '../domain/staff-arrival-mail';
import type { StaffRecipients } from '../domain/staff-recipients';
import { queueForAdmins } from './queue-for-admins';

/** The outbox ids of an application's messages: one receipt, one notice per staff recipient. */
export const receiptId = (application: Pick<Application, 'id'>) => receiptMessageId(application.id);
const noticeId = (application: Application, recipientKey: string) =>
  `${application.id}-aviso-${recipientKey}`;

/** At most one surge alert an hour to each admin (the outbox id carries the hour). */
const SURGE_ALERT_EVERY_MS = 60 * 60_000;

/**
 * Issues the applicant's link to choose their talk, as a full URL; undefined when it cannot.
 * Called only for a receipt that goes out: no link is made for a sender whose receipt was not.
 */
export type TalkChoiceLink = () => Promise<string | undefined>;

/**
 * Issues the receipt e-mail's own status link, as a path on the site: one the intake's answer
 * never carries, so that opening it shows the mailbox is read (the status page offers the talk
 * through it). Called, like the talk choice's, only for a receipt that goes out.
 */
export type MailStatusLink = () => Promise<string | undefined>;

/**
 * The receipt's links: the status page's (a path on the site: the answer's, used only when the
 * e-mail's own cannot be issued), the e-mail's own status link, and the talk choice's.
 */
export interface ReceiptLinks extends ArrivalLinks {
  talkChoice?: TalkChoiceLink;
  mailStatusLink?: MailStatusLink;
}

export interface Announcement {
  receipt: 'queued' | 'already-queued' | 'daily-limit';
  notices: number;
}

/**
 * Queues what a stored application sets off: the applicant's receipt by e-mail (at most one a
 * day to one mailbox, and within the mailbox's budget of e-mail: mailbox-budget.ts, counted
 * under keyed hashes of canonicalMailbox) and a notice to each staff member who
 * asked for one. Queued under ids derived from the application, so a trigger that runs twice
 * queues each message once; the outbox sends them. (A run that dies between counting the
 * address and queuing the receipt leaves that applicant without one: the page's receipt stays
 * the record, and a flood cannot use the retry to get past the daily limit.)
 */
export class AnnounceApplication implements ArrivalListener {
  constructor(
    private readonly outbox: Outbox,
    private readonly recipients: StaffRecipients,
    private readonly receipts: IntakeLedger,
    private readonly keys: AddressKeys,
    private readonly clock: Clock,
    private readonly siteUrl: string,
    /** The whole intake's hourly limit, named in the admins' alert. */
    private readonly intakePerHour = 60,
  ) {}

  /**
   * An application marked for review sends no receipt and no notice (a flood must not reach
   * anyone's mailbox through the form): the admins get one alert an hour instead.
   */
  async arrived(
    application: Application,
    forReview: boolean,
    links: ReceiptLinks = {},
  ): Promise<void> {
    if (forReview) await this.alertSurge();
    else await this.execute(application, links.talkChoice, links.statusPath, links.mailStatusLink);
  }

  private async alertSurge(): Promise<void> {
    const now = this.clock.now();
    const hour = Math.floor(now.getTime() / SURGE_ALERT_EVERY_MS);
    const { outbox, recipients, keys } = this;
    await queueForAdmins(
      { outbox, recipients, keys },
      `oleada-${hour}`,
      (to) => intakeSurgeMail(to, this.intakePerHour, this.siteUrl),
      now,
    );
  }

  /**
   * `talkChoice`: issues the applicant's link to choose their talk, which only the receipt
   * carries: it is asked for once the mailbox's budget admitted the receipt, never otherwise.
   * `statusPath`: the application's status page, the same link as on the applicant's screen,
   * which the receipt carries only when `mailStatusLink` (the e-mail's own) gives none.
   */
  async execute(
    application: Application,
    talkChoice?: TalkChoiceLink,
    statusPath?: string,
    mailStatusLink?: MailStatusLink,
  ): Promise<Announcement> {
    const now = this.clock.now();
    const alreadyQueued = await this.outbox.deliveryOf(receiptId(application));
    let receipt: Announcement['receipt'] = 'already-queued';
    if (!alreadyQueued) {
      const { email } = application;
      const admitted =
        (await this.receipts.admit(receiptsKey(this.keys, email), RECEIPTS_PER_MAILBOX, now)) ===
          'admitted' &&
        (await admitApplicantMail({ ledger: this.receipts, keys: this.keys }, email, now));
      const statusLink = admitted ? ((await mailStatusLink?.()) ?? statusPath) : undefined;
      receipt = !admitted
        ? 'daily-limit'
        : await this.outbox.enqueue(
            receiptId(application),
            applicantReceiptMail(
              application,
              this.siteUrl,
              await talkChoice?.(),
              statusLink && new URL(statusLink, this.siteUrl).href,
            ),
            now,
          );
    }
    let notices = 0;
    for (const to of await this.recipients.perApplication()) {
      const mail = staffArrivalMail(application, to, this.siteUrl);
      const queued = await this.outbox.enqueue(
        noticeId(application, this.keys.keyOf(to)),
        mail,
        now,
      );
      if (queued === 'queued') notices += 1;
    }
    return { receipt, notices };
  }
}
