import type { AddressKeys, IntakeLedger } from '../submission/domain/address-quota';
import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { AlertNumberSpace } from './application/alert-number-space';
import { AnnounceApplication } from './application/announce-application';
import { DeliverDueMail } from './application/deliver-due-mail';
import { ReportPurge } from './application/report-purge';
import { SendDailyDigest } from './application/send-daily-digest';
import type { MailSender, Outbox } from './domain/outbox';
import type { RecentArrivals } from '../applications/domain/recent-arrivals';
import type { StaffRecipients } from './domain/staff-recipients';

const outbox = token<Outbox>('Outbox');

/**
 * The server's e-mail in two halves, each its own function's container: what an arrival queues
 * (the intake), and how the queue leaves (the outbox's sender). Both share the outbox's token. The
 * daily digest (digestModule) is built on the first half.
 */
export const announcementPorts = {
  outbox,
  staffRecipients: token<StaffRecipients>('StaffRecipients'),
  /** Counts receipts per mailbox (one a day), under keyed hashes of the addresses. */
  receiptLedger: token<IntakeLedger>('ReceiptLedger'),
  mailboxKeys: token<AddressKeys>('MailboxKeys'),
  mailSettings: token<{ siteUrl: string; intakePerHour: number }>('MailSettings'),
};

export const deliveryPorts = { outbox, mailSender: token<MailSender>('MailSender') };

const ports = announcementPorts;

export const announcementUseCases = {
  announceApplication: declareUseCase(
    'AnnounceApplication',
    [
      ports.outbox,
      ports.staffRecipients,
      ports.receiptLedger,
      ports.mailboxKeys,
      kernelPorts.clock,
      ports.mailSettings,
    ],
    (outbox, recipients, ledger, keys, clock, { siteUrl, intakePerHour }) =>
      new AnnounceApplication(outbox, recipients, ledger, keys, clock, siteUrl, intakePerHour),
  ),
  reportPurge: declareUseCase(
    'ReportPurge',
    [ports.outbox, ports.staffRecipients, ports.mailboxKeys, kernelPorts.clock, ports.mailSettings],
    (outbox, recipients, keys, clock, { siteUrl }) =>
      new ReportPurge(outbox, recipients, keys, clock, siteUrl),
  ),
  alertNumberSpace: declareUseCase(
    'AlertNumberSpace',
    [ports.outbox, ports.staffRecipients, ports.mailboxKeys, kernelPorts.clock, ports.mailSettings],
    (outbox, recipients, keys, clock, { siteUrl }) =>
      new AlertNumberSpace(outbox, recipients, keys, clock, siteUrl),
  ),
};

/**
 * The staff's daily digest, loaded with announcementModule (it queues through the same outbox, to
 * the same recipients, under the same keys): only the digest's schedule reads what arrived.
 */
export const digestPorts = { recentArrivals: token<RecentArrivals>('RecentArrivals') };

export const digestUseCases = {
  sendDailyDigest: declareUseCase(
    'SendDailyDigest',
    [
      ports.outbox,
      ports.staffRecipients,
      digestPorts.recentArrivals,
      ports.mailboxKeys,
      kernelPorts.clock,
      ports.mailSettings,
    ],
    (outbox, recipients, arrivals, keys, clock, { siteUrl }) =>
      new SendDailyDigest(outbox, recipients, arrivals, keys, clock, siteUrl),
  ),
};

export const deliveryUseCases = {
  deliverDueMail: declareUseCase(
    'DeliverDueMail',
    [deliveryPorts.outbox, deliveryPorts.mailSender, kernelPorts.clock],
    DeliverDueMail,
  ),
};

export type AnnouncementUseCases = UseCasesOf<typeof announcementUseCases>;
export type DeliveryUseCases = UseCasesOf<typeof deliveryUseCases>;
export type DigestUseCases = UseCasesOf<typeof digestUseCases>;

export const announcementModule = (adapters: AdaptersFor<typeof announcementPorts>) =>
  moduleBindings(announcementPorts, adapters, announcementUseCases);

export const digestModule = (adapters: AdaptersFor<typeof digestPorts>) =>
  moduleBindings(digestPorts, adapters, digestUseCases);

export const deliveryModule = (adapters: AdaptersFor<typeof deliveryPorts>) =>
  moduleBindings(deliveryPorts, adapters, deliveryUseCases);
