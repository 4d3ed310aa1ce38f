import type { Clock } from '../../shared/domain/clock';
import { describeFailure } from '../../shared/domain/describe-failure';
import type { ApplicationForm, Arrival } from '../../applications/domain/stored-application';
import type { EarlierApplications } from '../../applications/domain/earlier-applications';
import {
  AddressLimitReachedError,
  type AddressKeys,
  type IntakeLedger,
} from '../domain/address-quota';
import { clientKeyOf } from '../domain/address-scope';
import { InvalidApplicationError } from '../domain/submission-errors';
import { WHOLE_INTAKE_KEY, type ReviewReason } from '../domain/intake-review';
import { hasTimeForStorageCalls, requireTimeToSave } from '../domain/intake-deadline';
import {
  DEFAULT_INTAKE_LIMITS,
  DEFAULT_UNVERIFIED_QUOTA,
  UNVERIFIED_KEY,
  UnverifiedLimitReachedError,
  type IntakeLimits,
} from '../domain/intake-limits';
import { REPLY_KEPT_MS, type IntakeReplies, type ReplyRecord } from '../domain/intake-replies';
import type { IntakeRefusals } from '../domain/intake-refusals';
import { requireValidForm } from '../domain/rules/application-rules';
import { isHoneypotFilled } from '../domain/honeypot';
import type { IntakeCommand } from './intake-command';
import type { SubmittedApplication } from './submitted-application';

export interface AdmitApplicationPorts {
  ledger: IntakeLedger;
  keys: AddressKeys;
  replies: IntakeReplies;
  /** Each request a limit refused, counted by the hour for Estado. */
  refusals: IntakeRefusals;
  earlier: EarlierApplications;
  clock: Clock;
}

/** What the intake does with a request its limits let through. */
export type Admission =
  /** A bot filled the hidden field: it gets the usual answer, and costs nothing. */
  | { kind: 'bot' }
  /** The same form was stored before under its key: that application's number is the answer. */
  | { kind: 'repeat'; answered: SubmittedApplication }
  /**
   * To be stored as `arrival` says (held En revisión for `review`, an earlier one noted), with
   * `reply` when it came under a key.
   */
  | { kind: 'admitted'; arrival: Arrival; review?: ReviewReason; reply?: ReplyRecord };

/** Keeps a key's hash apart from an address's under the one secret (AddressKeys). */
const REPLY_KEY_PREFIX = 'clave-de-idempotencia:';

/**
 * The intake's first step: what it lets in, and how. The form's rules are applied here, the one
 * time the server applies them, to whatever arrived (the page's JSON, a plain form). A form that
 * breaks a rule stores nothing but takes a place in its sender's count (a flood of them is
 * bounded too), unless it came without the page's script; a filled honeypot takes no place. Past
 * the sender's limit, or a relay's, nothing is stored and the applicant is told to wait. No limit
 * shared by every sender (a relay's, the whole intake's) counts a request another limit refused.
 * Past the whole intake's limit applications are still let in, held for review. A form sent
 * again under its key (the page's retry after a slow answer) is answered with the number it was
 * given, and counts nothing.
 */
export class AdmitApplication {
  constructor(
    private readonly ports: AdmitApplicationPorts,
    private readonly limits: IntakeLimits = DEFAULT_INTAKE_LIMITS,
  ) {}

  async execute({
    form,
    honeypot = '',
    address,
    deadline,
    relay,
    idempotencyKey,
    unverified = false,
    withoutScript = false,
  }: IntakeCommand): Promise<Admission> {
    const { keys, replies, clock } = this.ports;
    const sender = clientKeyOf(keys, address);
    await this.requireValid(form, sender, withoutScript);
    if (isHoneypotFilled(honeypot)) return { kind: 'bot' };

    const now = clock.now();
    let reply: ReplyRecord | undefined;
    if (idempotencyKey !== undefined) {
      const key = keys.keyOf(`${REPLY_KEY_PREFIX}${idempotencyKey}`);
      // A repeat costs one read and takes no place in any limit.
      const earlier = await replies.replyFor(key);
      if (earlier) return { kind: 'repeat', answered: { ...earlier, repeated: true } };
      reply = { key, expireAt: new Date(now.getTime() + REPLY_KEPT_MS) };
    }
    // The page's budget may be nearly spent already (a retry): then spend no limit either.
    requireTimeToSave(deadline, clock);
    const review = await this.countIn(sender, relay, unverified, now);
    // Storage was slow to count: too late to save and still answer in time (intake-deadline.ts).
    requireTimeToSave(deadline, clock);
    const previousApplication = await this.earlierApplication(form.dui, deadline);
    const arrival: Arrival = {
      stage: review ? 'en-revision' : 'nueva',
      ...(previousApplication ? { previousApplication } : {}),
    };
    return {
      kind: 'admitted',
      arrival,
      ...(review ? { review } : {}),
      ...(reply ? { reply } : {}),
    };
  }

  /**
   * A request that is not the page's form at all (the endpoint could not read it): stored
   * nowhere, it takes a place in its sender's count as a form that breaks a rule does, and
   * nothing shared. Past the sender's limit it is refused as any other request then is.
   */
  async countUnreadable(address: string): Promise<void> {
    await this.takeSendersPlace(clientKeyOf(this.ports.keys, address));
  }

  private async requireValid(form: ApplicationForm, sender: string, withoutScript: boolean) {
    try {
      requireValidForm(form);
    } catch (error) {
      if (error instanceof InvalidApplicationError && !withoutScript)
        await this.takeSendersPlace(sender);
      throw error;
    }
  }

  /**
   * Takes the request's place in each count, or refuses it; why it is held for review, if it is.
   * The sender's own count first: what it refuses never reaches a count other senders share.
   */
  private async countIn(
    sender: string,
    relay: string | undefined,
    unverified: boolean,
    now: Date,
  ): Promise<ReviewReason | undefined> {
    const { ledger, keys } = this.ports;
    const { wholeIntake, perRelay } = this.limits;
    await this.takeSendersPlace(sender);
    if (relay !== undefined) {
      const relayKey = `relevo:${clientKeyOf(keys, relay)}`;
      if ((await ledger.tally(relayKey, perRelay, now)) === 'over-limit')
        await this.refuse(`More than ${perRelay.perWindow} through one relay`, undefined, true);
    }
    // One that could not be verified is held for review anyway: it takes no place in the whole
    // intake's hour, which verified applicants share (a flood of them cannot fill it), but one
    // in the day's count of its own, which bounds the numbers such forms take.
    if (unverified) {
      const quota = this.limits.unverified ?? DEFAULT_UNVERIFIED_QUOTA;
      if ((await ledger.tally(UNVERIFIED_KEY, quota, now)) === 'over-limit')
        await this.refuse(
          `More than ${quota.perWindow} unverified forms a day`,
          UnverifiedLimitReachedError,
        );
      return 'sin-verificacion';
    }
    // Every application is counted here, at once in a burst: a tally, which nothing queues on.
    if ((await ledger.tally(WHOLE_INTAKE_KEY, wholeIntake, now)) === 'over-limit')
      return 'limite-de-recepcion';
    return undefined;
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
  private async refuse(
    why: string,
    Refusal: new (message: string) => Error = AddressLimitReachedError,
    byRelay = false,
  ): Promise<never> {
    try {
      await this.ports.refusals.record(this.ports.clock.now(), byRelay);
    } catch (error) {
      console.error('primer-paso: no se pudo contar un rechazo por límite', describeFailure(error));
    }
    throw new Refusal(why);
  }

  /**
   * The newest application already stored under this DUI, to show staff it is a repeat. Only a
   * courtesy: when storage cannot say in time (it and the save after it), the application is
   * stored without it.
   */
  private async earlierApplication(dui: string, deadline?: Date) {
    if (!hasTimeForStorageCalls(deadline, this.ports.clock, 2)) return undefined;
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
}
