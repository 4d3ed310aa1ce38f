import { statusLinkMail } from '../../notifications/domain/status-link-mail';
import { admitApplicantMail, type MailboxBudget } from '../../notifications/domain/mailbox-budget';
import type { Outbox } from '../../notifications/domain/outbox';
import { drawCapabilityToken } from '../../shared/domain/capability-token';
import { describeFailure } from '../../shared/domain/describe-failure';
import type { Clock } from '../../shared/domain/clock';
import type { Stage } from '../../applications/domain/workflow/stage';
import type { RandomSource } from '../../shared/domain/random-source';
import type { AddressKeys, IntakeLedger } from '../../submission/domain/address-quota';
import { clientKeyOf } from '../../submission/domain/address-scope';
import {
  LOST_LINK_PER_ADDRESS,
  LOST_LINK_PER_NUMBER,
  type LostLinkRequest,
} from '../domain/lost-link';
import { statusPath, type StatusLinks } from '../domain/status-link';
import type { StatusRecords } from '../../applications/domain/status-records';

export interface ReplaceLostLinkPorts {
  links: StatusLinks;
  records: StatusRecords;
  /** The intake's ledger and keys: the address's and the number's counts, under keyed hashes. */
  ledger: IntakeLedger;
  keys: AddressKeys;
  outbox: Outbox;
  /** Every e-mail to an applicant counts in its mailbox's budget (the receipt's too). */
  mailbox: MailboxBudget;
  random: RandomSource;
  clock: Clock;
  siteUrl: string;
  /** Resolves at the given moment (a test's fake returns at once); by default a real timer. */
  waitUntil?: (moment: Date) => Promise<void>;
}

/**
 * How long after the request's start Perdí el enlace answers, match or not: longer than a match's
 * few round trips normally take, so that the answer's time does not tell whether the number and
 * the DUI matched.
 */
export const LOST_LINK_ANSWER_MS = 3000;

/**
 * 'answered': the one answer, whether or not the number and DUI matched an open application
 * (when they did, its older links are gone and a fresh one is queued to the e-mail on file);
 * 'too-many': the address asked too often, counted before anything is looked up (the number is
 * counted only when it matched, and past its count the answer is 'answered' all the same).
 */
export type LostLinkOutcome = 'answered' | 'too-many';

/**
 * Whether an application's applicant may be e-mailed a fresh link: not once it is closed, nor
 * while it is held for review (En revisión: past the hour's limit, or sent without App Check),
 * which sends no e-mail of any kind until staff accept it; else a script could file an
 * application in someone else's name and have the server write to them.
 */
const mayBeSentALink = (stage: Stage): boolean => stage !== 'cerrada' && stage !== 'en-revision';

/**
 * Perdí el enlace: the number and the DUI typed, checked against the application's own (a
 * closed application, or one held for review, gets no link). Nothing of it is logged, and what
 * is answered never says whether they matched.
 */
export class ReplaceLostLink {
  constructor(private readonly ports: ReplaceLostLinkPorts) {}

  async execute({ id, dui }: LostLinkRequest, address: string): Promise<LostLinkOutcome> {
    const { ledger, keys, records, clock } = this.ports;
    const now = clock.now();
    const answerAt = new Date(now.getTime() + LOST_LINK_ANSWER_MS);
    const byAddress = `perdi-el-enlace:${clientKeyOf(keys, address)}`;
    if ((await ledger.admit(byAddress, LOST_LINK_PER_ADDRESS, now)) === 'over-limit')
      return 'too-many';
    const holder = await records.holderOf(id);
    if (holder && mayBeSentALink(holder.stage) && holder.dui === dui) {
      try {
        await this.sendFreshLink(id, holder.submittedAt, holder.email, now);
      } catch (error) {
        // Answered as a mismatch is: a 503 only on a match would say the number and DUI matched.
        // Neither is logged.
        console.error('primer-paso: no se pudo enviar el enlace nuevo', describeFailure(error));
      }
    }
    await this.waitUntil(answerAt);
    return 'answered';
  }

  private waitUntil(moment: Date): Promise<void> {
    const { waitUntil, clock } = this.ports;
    if (waitUntil) return waitUntil(moment);
    const ms = Math.max(0, moment.getTime() - clock.now().getTime());
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  private async sendFreshLink(
    id: LostLinkRequest['id'],
    submittedAt: Date,
    email: string,
    now: Date,
  ): Promise<void> {
    const { links, outbox, mailbox, random, siteUrl, ledger, keys } = this.ports;
    // The number is counted only when it matched, so junk requests never lock its applicant out
    // (guessing stays bounded by the address's and the relay's counts). Past it, or past the
    // mailbox's budget for the day, nothing changes, and the answer is the same.
    const byNumber = `perdi-el-enlace-sol:${keys.keyOf(`sol:${id}`)}`;
    if ((await ledger.admit(byNumber, LOST_LINK_PER_NUMBER, now)) === 'over-limit') return;
    if (!(await admitApplicantMail(mailbox, email, now))) return;
    // The fresh link is issued and queued before the older ones go: a failure leaves them working.
    // It goes by e-mail alone (the answer says nothing of it), so it shows the mailbox is read.
    const token = drawCapabilityToken(random);
    await links.issue(token, { applicationId: id, submittedAt, issuedAt: now, byMail: true });
    const url = new URL(statusPath(token), siteUrl).href;
    await outbox.enqueue(`${id}-enlace-${now.getTime()}`, statusLinkMail(email, id, url), now);
    await links.forget(id, now, token);
  }
}
