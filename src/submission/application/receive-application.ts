import type { Clock } from '../../shared/domain/clock';
import { describeFailure } from '../../shared/domain/describe-failure';
import {
  createApplication,
  type Application,
  type ApplicationForm,
  type Arrival,
} from '../domain/application';
import type { EarlierApplications } from '../domain/earlier-applications';
import {
  AddressLimitReachedError,
  DEFAULT_ADDRESS_QUOTA,
  type AddressKeys,
  type AddressQuota,
  type IntakeLedger,
} from '../domain/address-quota';
import { clientKeyOf } from '../domain/address-scope';
import { InvalidApplicationError } from '../domain/submission-errors';
import {
  DEFAULT_WHOLE_INTAKE_QUOTA,
  WHOLE_INTAKE_KEY,
  type ArrivalListener,
  type ReviewMarks,
  type ReviewReason,
  type StatusLinkIssuer,
} from '../domain/intake-review';
import { IntakeDeadlineError, STORAGE_CALL_BUDGET_MS } from '../domain/intake-deadline';
import { REPLY_KEPT_MS, type IntakeReplies, type ReplyRecord } from '../domain/intake-replies';
import type { IntakeRefusals } from '../domain/intake-refusals';
import { requireValidForm } from '../domain/rules/application-rules';
import { isHoneypotFilled } from '../domain/honeypot';
import type { SubmitApplication, SubmittedApplication } from './submit-application';

/** An application as the server receives it: the form, the hidden field, and who sent it. */
export interface IncomingApplication {
  form: ApplicationForm;
  honeypot: string;
  /** The sender's network address, as the server could tell it. Only its keyed hash is kept. */
  address: string;
  /** When the answer is due (intakeDeadline: the page's budget, at most INTAKE_DEADLINE_MS). */
  deadline?: Date;
  /**
   * The page's Idempotency-Key for this filled form, already checked by the endpoint
   * (isIdempotencyKey). Only its keyed hash is kept. Absent from a page older than the key.
   */
  idempotencyKey?: string;
  /**
   * Who handed the request to the server's front end, when that is not the sender: the site's
   * CDN, or a caller at the function's own URL that wrote the sender's address itself.
   */
  relay?: string;
  /**
   * Sent as a plain form while App Check is required: no token could come with it, so it is
   * stored marked for review ('sin-verificacion') and sends no receipt, whatever the counts say.
   */
  unverified?: boolean;
}

export interface IntakeLimits {
  perAddress: AddressQuota;
  wholeIntake: AddressQuota;
  /**
   * Per relay: twice the whole intake's hour. A script calling the function's own URL with
   * forged addresses is stopped by it. Through the site the relay is the CDN node every visitor
   * shares, so it counts only what every per-address limit admitted: one client takes at most
   * its own limit of it, never all of it (docs/deploying.md).
   */
  perRelay: AddressQuota;
}

export const DEFAULT_INTAKE_LIMITS: IntakeLimits = {
  perAddress: DEFAULT_ADDRESS_QUOTA,
  wholeIntake: DEFAULT_WHOLE_INTAKE_QUOTA,
  perRelay: { ...DEFAULT_WHOLE_INTAKE_QUOTA, perWindow: 2 * DEFAULT_WHOLE_INTAKE_QUOTA.perWindow },
};

export interface ReceiveApplicationPorts {
  submit: Pick<SubmitApplication, 'execute'>;
  ledger: IntakeLedger;
  keys: AddressKeys;
  marks: ReviewMarks;
  arrivals: ArrivalListener;
  earlier: EarlierApplications;
  replies: IntakeReplies;
  /** Each request a limit refused, counted by the hour for Estado. */
  refusals: IntakeRefusals;
  /** The applicant's status link (src/applicant-status); without it, answers carry none. */
  statusLinks?: StatusLinkIssuer;
  clock: Clock;
}

const withPath = (submitted: SubmittedApplication, statusPath: string | undefined) =>
  statusPath === undefined ? submitted : { ...submitted, statusPath };

/** Keeps a key's hash apart from an address's under the one secret (AddressKeys). */
const REPLY_KEY_PREFIX = 'clave-de-idempotencia:';
/**
 * The status link's token for a request under an idempotency key: the key's hash under the same
 * secret, apart from the reply's (never stored: StatusLinks keeps its SHA-256). A repeat is handed
 * the link the first request was, so repeats cannot pile up links.
 */
const LINK_TOKEN_PREFIX = 'enlace-de-estado:';

/**
 * The server's intake: the page's SubmitApplication behind a per-address limit, so that a script
 * cannot take the 9,000 numbers. A form that breaks a rule stores nothing but takes a place in its
 * sender's count (a flood of them is bounded too); a filled honeypot stores nothing and takes no
 * place. Past the limit nothing is stored and the applicant is told to wait. No limit shared by
 * every sender (a relay's, the whole intake's) counts a request another limit refused.
 * Past the whole intake's limit applications are still stored, marked for review. Then the
 * arrival is announced (e-mail); a failure to mark or to announce is logged and never undoes the
 * save. A form sent again under its Idempotency-Key (the page's retry after a slow answer) is
 * answered with the number it was given, and stores, counts and announces nothing more.
 * Each stored answer carries a status link (a repeat, the same one), which the receipt e-mail
 * carries as well; a honeypot's carries one of the same shape that leads nowhere.
 */
export class ReceiveApplication {
  constructor(
    private readonly ports: ReceiveApplicationPorts,
    private readonly limits: IntakeLimits = DEFAULT_INTAKE_LIMITS,
  ) {}

  async execute({
    form,
    honeypot,
    address,
    deadline,
    relay,
    idempotencyKey,
    unverified = false,
  }: IncomingApplication): Promise<SubmittedApplication> {
    const { submit, ledger, keys, replies, clock } = this.ports;
    const sender = clientKeyOf(keys, address);
    try {
      requireValidForm(form);
    } catch (error) {
      if (error instanceof InvalidApplicationError) await this.takeSendersPlace(sender);
      throw error;
    }
    // A bot that filled the hidden field gets the usual answer and costs nothing.
    if (isHoneypotFilled(honeypot)) {
      const decoy = await submit.execute(form, honeypot);
      const statusLinks = this.ports.statusLinks;
      return statusLinks ? { ...decoy, statusPath: statusLinks.decoy() } : decoy;
    }

    const now = clock.now();
    let reply: ReplyRecord | undefined;
    if (idempotencyKey !== undefined) {
      const key = keys.keyOf(`${REPLY_KEY_PREFIX}${idempotencyKey}`);
      // A repeat costs one read and takes no place in any limit.
      const earlier = await replies.replyFor(key);
      if (earlier)
        return this.withStatusLink({ ...earlier, repeated: true }, deadline, idempotencyKey);
      reply = { key, expireAt: new Date(now.getTime() + REPLY_KEPT_MS) };
    }
    // The page's budget may be nearly spent already (a retry): then spend no limit either.
    this.requireTimeToSave(deadline);
    const { wholeIntake, perRelay } = this.limits;
    // The sender's own count first: what it refuses never reaches a count other senders share.
    await this.takeSendersPlace(sender);
    if (relay !== undefined) {
      const relayKey = `relevo:${clientKeyOf(keys, relay)}`;
      if ((await ledger.tally(relayKey, perRelay, now)) === 'over-limit')
        await this.refuse(`More than ${perRelay.perWindow} through one relay`);
    }
    // Every application is counted here, at once in a burst: a tally, which nothing queues on.
    // One that could not be verified is held for review anyway: it takes no place in the whole
    // intake's hour, which verified applicants share (a flood of them cannot fill it).
    const overWholeIntake =
      !unverified && (await ledger.tally(WHOLE_INTAKE_KEY, wholeIntake, now)) === 'over-limit';
    const review: ReviewReason | undefined = unverified
      ? 'sin-verificacion'
      : overWholeIntake
        ? 'limite-de-recepcion'
        : undefined;
    const forReview = review !== undefined;
    // Storage was slow to count: too late to save and still answer in time (intake-deadline.ts).
    this.requireTimeToSave(deadline);
    const previousApplication = await this.earlierApplication(form.dui, deadline);
    const arrival: Arrival = {
      stage: forReview ? 'en-revision' : 'nueva',
      ...(previousApplication ? { previousApplication } : {}),
    };
    const submitted = await submit.execute(form, honeypot, arrival, deadline, reply);
    // The same form, racing in under its key, was stored first: that request marks and announces.
    if (submitted.repeated) return this.withStatusLink(submitted, deadline, idempotencyKey);
    if (review) await this.markForReview(submitted, review);
    const linked = await this.withStatusLink(submitted, deadline, idempotencyKey);
    const application = createApplication(form, submitted.id, submitted.submittedAt, arrival);
    // What the arrival sets off (the receipt, the link to choose a talk) goes only by e-mail:
    // the answer is the same for every stored form, a honeypot's included.
    await this.announce(application, forReview, deadline, linked.statusPath);
    return linked;
  }

  /**
   * The stored application's status link, a courtesy like the review mark: when it cannot be
   * issued in time, the number is answered all the same, without it.
   */
  private async withStatusLink(
    submitted: SubmittedApplication,
    deadline: Date | undefined,
    idempotencyKey?: string,
  ): Promise<SubmittedApplication> {
    const { statusLinks, clock, keys } = this.ports;
    if (!statusLinks) return submitted;
    // The application's own number and moment in it: a key used again later, for another
    // application, never names this one's link.
    const token =
      idempotencyKey === undefined
        ? undefined
        : keys.keyOf(
            `${LINK_TOKEN_PREFIX}${idempotencyKey}:${submitted.id}:${submitted.submittedAt.toISOString()}`,
          );
    const lastStart = (deadline?.getTime() ?? Infinity) - STORAGE_CALL_BUDGET_MS;
    if (clock.now().getTime() > lastStart) return submitted;
    // A repeat is handed the link its first request issued, as long as it is kept: never issued
    // again (a link replaced since stays gone), so repeats write no links at all.
    const issued: Promise<string | undefined> =
      submitted.repeated && token !== undefined
        ? statusLinks.kept(submitted, token)
        : statusLinks.issue(submitted, token);
    try {
      if (!deadline) return withPath(submitted, await issued);
      // Raced against the deadline as the announcement is: a slow store drops the link, never
      // the answer in time.
      const timeLeft = Math.max(0, deadline.getTime() - clock.now().getTime());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>(
        (done) => (timer = setTimeout(() => done('late'), timeLeft)),
      );
      const outcome = await Promise.race([issued, late]).finally(() => clearTimeout(timer));
      if (outcome !== 'late') return withPath(submitted, outcome);
      issued.catch(() => undefined);
      console.error('primer-paso: el enlace de estado sigue después del plazo');
      return submitted;
    } catch (error) {
      console.error('primer-paso: no se pudo emitir el enlace de estado', describeFailure(error));
      return submitted;
    }
  }

  /**
   * A request that is not the page's form at all (answerIntake could not read it): stored
   * nowhere, it takes a place in its sender's count as a form that breaks a rule does, and
   * nothing shared. Past the sender's limit it is refused as any other request then is.
   */
  async countUnreadable(address: string): Promise<void> {
    await this.takeSendersPlace(clientKeyOf(this.ports.keys, address));
  }

  /** One place in the sender's own count (its address, an IPv6 client's /64), or the refusal. */
  private async takeSendersPlace(sender: string) {
    const { perAddress } = this.limits;
    if (
      (await this.ports.ledger.admit(sender, perAddress, this.ports.clock.now())) === 'over-limit'
    )
      await this.refuse(`More than ${perAddress.perWindow} from one address`);
  }

  /**
   * A limit's refusal, counted for Estado first. A count that cannot be written is logged, not
   * thrown: the request is refused all the same, and the admins lose one from a figure.
   */
  private async refuse(why: string): Promise<never> {
    try {
      await this.ports.refusals.record(this.ports.clock.now());
    } catch (error) {
      console.error('primer-paso: no se pudo contar un rechazo por límite', describeFailure(error));
    }
    throw new AddressLimitReachedError(why);
  }

  private requireTimeToSave(deadline: Date | undefined) {
    const lastStart = (deadline?.getTime() ?? Infinity) - STORAGE_CALL_BUDGET_MS;
    if (this.ports.clock.now().getTime() > lastStart)
      throw new IntakeDeadlineError('Too late to save before the answer is due');
  }

  /**
   * The newest application already stored under this DUI, to show staff it is a repeat. Only a
   * courtesy: when storage cannot say in time, the application is stored without it.
   */
  private async earlierApplication(dui: string, deadline?: Date) {
    const lastStart = (deadline?.getTime() ?? Infinity) - 2 * STORAGE_CALL_BUDGET_MS;
    if (this.ports.clock.now().getTime() > lastStart) return undefined;
    try {
      return await this.ports.earlier.latestWithDui(dui);
    } catch (error) {
      console.error(
        'primer-paso: no se pudo buscar una solicitud anterior',
        describeFailure(error),
      );
      return undefined;
    }
  }

  /**
   * A mark that cannot be written is logged, not thrown: the application is stored, and an error
   * would only send the applicant back to submit it again under another number. It is still
   * announced as one for review, so a flood sends no receipts.
   */
  private async markForReview({ id, submittedAt }: SubmittedApplication, reason: ReviewReason) {
    try {
      await this.ports.marks.mark(id, submittedAt, reason);
    } catch (error) {
      console.error(`primer-paso: la marca de revisión de ${id} falló`, describeFailure(error));
    }
  }

  /**
   * The number must reach the applicant before the deadline: an announcement still running then
   * is left to finish on its own (its e-mail may come late, or not at all in an outage).
   */
  private async announce(
    application: Application,
    forReview: boolean,
    deadline?: Date,
    statusPath?: string,
  ): Promise<void> {
    const arrived = this.ports.arrivals.arrived(
      application,
      forReview,
      statusPath === undefined ? {} : { statusPath },
    );
    try {
      if (!deadline) return await arrived;
      const timeLeft = Math.max(0, deadline.getTime() - this.ports.clock.now().getTime());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>(
        (done) => (timer = setTimeout(() => done('late'), timeLeft)),
      );
      const outcome = await Promise.race([arrived, late]).finally(() => clearTimeout(timer));
      if (outcome === 'late') {
        arrived.catch(() => undefined);
        console.error('primer-paso: el aviso de una solicitud nueva sigue después del plazo');
      }
    } catch (error) {
      // The application is stored and its number is on the applicant's screen: that stands.
      console.error('primer-paso: el aviso de una solicitud nueva falló', describeFailure(error));
    }
  }
}
