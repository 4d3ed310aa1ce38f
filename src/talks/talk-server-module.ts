import type { AddressKeys } from '../submission/domain/address-quota';
import type { MailboxBudget } from '../notifications/domain/mailbox-budget';
import type { Outbox } from '../notifications/domain/outbox';
import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token, type AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { InviteToTalk } from './application/invite-to-talk';
import { RemindTomorrowsTalks } from './application/remind-tomorrows-talks';
import { SettleSeats } from './application/settle-seats';
import {
  CancelByLink,
  ChooseByLink,
  OfferTalkChoice,
  ReadCancelLink,
  ReadChoiceLink,
} from './application/talk-links';
import type { SeatRegistry } from './domain/seat-registry';

/** The talks' part that runs on the server (src/server): the seats past the rules. */
export const talkServerPorts = {
  seatRegistry: token<SeatRegistry>('SeatRegistry'),
};

const { seatRegistry } = talkServerPorts;
const { clock, randomSource } = kernelPorts;

export const talkServerUseCases = {
  settleSeats: declareUseCase('SettleSeats', [seatRegistry, clock], SettleSeats),
  readCancelLink: declareUseCase('ReadCancelLink', [seatRegistry, clock], ReadCancelLink),
  cancelByLink: declareUseCase('CancelByLink', [seatRegistry, clock], CancelByLink),
  readChoiceLink: declareUseCase('ReadChoiceLink', [seatRegistry, clock], ReadChoiceLink),
  offerTalkChoice: declareUseCase(
    'OfferTalkChoice',
    [seatRegistry, randomSource, clock],
    OfferTalkChoice,
  ),
};

/**
 * The applicant's choice of a talk through their link, loaded with talkServerModule (its seats):
 * the keyed hash of mailboxes that keeps one seat per mailbox (src/talks/domain/mailbox-seat.ts).
 */
export const talkChoicePorts = {
  seatMailboxKeys: token<AddressKeys>('SeatMailboxKeys'),
};

export const talkChoiceUseCases = {
  chooseByLink: declareUseCase(
    'ChooseByLink',
    [seatRegistry, talkChoicePorts.seatMailboxKeys, clock],
    ChooseByLink,
  ),
};

/**
 * The applicant's e-mail about their seat, loaded with talkServerModule (its seats): the
 * invitation when a seat is given, and the reminder the day before, each with a link that frees
 * it. Queued through the server's
 * outbox (src/notifications), which sends it.
 */
export const seatMailPorts = {
  outbox: token<Outbox>('SeatMailOutbox'),
  seatMailSettings: token<{ siteUrl: string }>('SeatMailSettings'),
  /** The mailbox's budget of e-mail, shared with the receipt (the intake's ledger). */
  mailboxBudget: token<MailboxBudget>('SeatMailboxBudget'),
};

const seatMailDependencies = [
  seatRegistry,
  seatMailPorts.outbox,
  randomSource,
  seatMailPorts.seatMailSettings,
  seatMailPorts.mailboxBudget,
  clock,
] as const;

export const seatMailUseCases = {
  inviteToTalk: declareUseCase(
    'InviteToTalk',
    [...seatMailDependencies],
    (registry, outbox, random, { siteUrl }, mailbox, clock) =>
      new InviteToTalk({ registry, outbox, random, siteUrl, mailbox }, clock),
  ),
  remindTomorrowsTalks: declareUseCase(
    'RemindTomorrowsTalks',
    [...seatMailDependencies],
    (registry, outbox, random, { siteUrl }, mailbox, clock) =>
      new RemindTomorrowsTalks({ registry, outbox, random, siteUrl, mailbox }, clock),
  ),
};

export type TalkServerUseCases = UseCasesOf<typeof talkServerUseCases>;
export type SeatMailUseCases = UseCasesOf<typeof seatMailUseCases>;
export type TalkChoiceUseCases = UseCasesOf<typeof talkChoiceUseCases>;

export const talkServerModule = (adapters: AdaptersFor<typeof talkServerPorts>) =>
  moduleBindings(talkServerPorts, adapters, talkServerUseCases);

export const talkChoiceModule = (adapters: AdaptersFor<typeof talkChoicePorts>) =>
  moduleBindings(talkChoicePorts, adapters, talkChoiceUseCases);

export const seatMailModule = (adapters: AdaptersFor<typeof seatMailPorts>) =>
  moduleBindings(seatMailPorts, adapters, seatMailUseCases);
