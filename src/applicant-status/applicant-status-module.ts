import type { MailboxBudget } from '../notifications/domain/mailbox-budget';
import type { Outbox } from '../notifications/domain/outbox';
import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token, type AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import type { AddressKeys, IntakeLedger } from '../submission/domain/address-quota';
import type { SeatRegistry } from '../talks/domain/seat-registry';
import { IssueStatusLink } from './application/issue-status-link';
import { OfferSeatLink } from './application/offer-seat-link';
import { ReadStatus } from './application/read-status';
import { ReplaceLostLink } from './application/replace-lost-link';
import { WithdrawApplication } from './application/withdraw-application';
import type { StatusLinks } from './domain/status-link';
import type { StatusRecords } from '../applications/domain/status-records';

/**
 * The applicant's status page (¿En qué va mi solicitud?), all on the server: its links, issued
 * by the intake for the receipt (statusLinkModule), and the pages the links open
 * (statusPagesModule, loaded with it).
 */
export const statusLinkPorts = {
  statusLinks: token<StatusLinks>('StatusLinks'),
  /** The address-key secret, which seals the honeypot's links (domain/decoy-link.ts). */
  statusLinkKeys: token<AddressKeys>('StatusLinkKeys'),
};

const { clock, randomSource } = kernelPorts;

export const statusLinkUseCases = {
  issueStatusLink: declareUseCase(
    'IssueStatusLink',
    [statusLinkPorts.statusLinks, randomSource, clock, statusLinkPorts.statusLinkKeys],
    IssueStatusLink,
  ),
};

/**
 * The pages' own ports: the applications, their seats, and what Perdí el enlace counts and sends.
 */
export const statusPagesPorts = {
  statusRecords: token<StatusRecords>('StatusRecords'),
  /** The talks' seats (src/talks): the page shows the seat and issues the talks' own links. */
  statusSeats: token<SeatRegistry>('StatusSeats'),
  /** The intake's ledger and keys: the lost-link form's counts, under keyed hashes. */
  statusLedger: token<IntakeLedger>('StatusLedger'),
  statusKeys: token<AddressKeys>('StatusKeys'),
  statusOutbox: token<Outbox>('StatusOutbox'),
  statusMailbox: token<MailboxBudget>('StatusMailbox'),
  statusSettings: token<{ siteUrl: string }>('StatusSettings'),
};

const { statusLinks, statusLinkKeys } = statusLinkPorts;
const p = statusPagesPorts;

export const statusPagesUseCases = {
  readStatus: declareUseCase(
    'ReadStatus',
    [statusLinks, p.statusRecords, p.statusSeats, statusLinkKeys],
    ReadStatus,
  ),
  withdrawApplication: declareUseCase(
    'WithdrawApplication',
    [statusLinks, p.statusRecords],
    WithdrawApplication,
  ),
  offerSeatLink: declareUseCase(
    'OfferSeatLink',
    [statusLinks, p.statusRecords, p.statusSeats, randomSource, clock],
    OfferSeatLink,
  ),
  replaceLostLink: declareUseCase(
    'ReplaceLostLink',
    [
      statusLinks,
      p.statusRecords,
      p.statusLedger,
      p.statusKeys,
      p.statusOutbox,
      p.statusMailbox,
      randomSource,
      clock,
      p.statusSettings,
    ],
    (links, records, ledger, keys, outbox, mailbox, random, clock, { siteUrl }) =>
      new ReplaceLostLink({
        links,
        records,
        ledger,
        keys,
        outbox,
        mailbox,
        random,
        clock,
        siteUrl,
      }),
  ),
};

export type StatusLinkUseCases = UseCasesOf<typeof statusLinkUseCases>;
export type StatusPagesUseCases = UseCasesOf<typeof statusPagesUseCases>;

export const statusLinkModule = (adapters: AdaptersFor<typeof statusLinkPorts>) =>
  moduleBindings(statusLinkPorts, adapters, statusLinkUseCases);

export const statusPagesModule = (adapters: AdaptersFor<typeof statusPagesPorts>) =>
  moduleBindings(statusPagesPorts, adapters, statusPagesUseCases);
