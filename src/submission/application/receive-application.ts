import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import type { WaitUntil } from '../../shared/domain/wait-until';
import { AnswerSpread } from '../domain/answer-spread';
import type { AdmitApplication } from './admit-application';
import type { FollowUpApplication } from './follow-up-application';
import type { IntakeCommand } from './intake-command';
import type { StoreApplication } from './store-application';
import type { SubmittedApplication } from './submitted-application';

/** The server intake's three steps, in the order each request goes through them. */
export interface IntakeSteps {
  /** The form's rules, the honeypot, a repeat under its key, the limits (admit-application.ts). */
  admit: AdmitApplication;
  /** The number and the write, once (store-application.ts). */
  store: Pick<StoreApplication, 'execute' | 'decoy'>;
  /** The review mark, the status link, the arrival's e-mail (follow-up-application.ts). */
  followUp: FollowUpApplication;
}

/** What times the trap's answer like a stored one's: the clock, a draw, and the wait itself. */
export interface TrapPace {
  clock: Clock;
  random: RandomSource;
  waitUntil: WaitUntil;
}

/**
 * The server's intake, behind a per-address limit so that a script cannot take the 9,000
 * numbers: admitted, stored, followed up. Each stored answer carries a status link (a repeat, the
 * same one), which the receipt e-mail carries as well; a honeypot's carries one of the same shape
 * that opens a fresh application's page, and the same answer as any other, no sooner than a
 * stored one would come (AnswerSpread).
 */
export class ReceiveApplication {
  private readonly spread = new AnswerSpread();

  constructor(
    private readonly steps: IntakeSteps,
    private readonly pace: TrapPace,
  ) {}

  async execute(command: IntakeCommand): Promise<SubmittedApplication> {
    const { admit, store, followUp } = this.steps;
    const startedAt = this.pace.clock.now();
    const admission = await admit.execute(command);
    if (admission.kind === 'bot') return this.trapped(command, startedAt);
    if (admission.kind === 'repeat') return followUp.repeat(admission.answered, command);

    const { form, deadline, idempotencyKey } = command;
    const { arrival, review, reply } = admission;
    const stored = await store.execute({ form, arrival, deadline, reply });
    // The same form, racing in under its key, was stored first: that request marks and announces.
    if (stored.repeated) return followUp.repeat(stored, command);
    const answered = await followUp.execute(stored, {
      form,
      arrival,
      review,
      deadline,
      idempotencyKey,
    });
    this.spread.heard(this.pace.clock.now().getTime() - startedAt.getTime());
    return answered;
  }

  /** A request that is not the page's form at all: see AdmitApplication.countUnreadable. */
  countUnreadable(address: string): Promise<void> {
    return this.steps.admit.countUnreadable(address);
  }

  /**
   * The honeypot's answer: the usual one with a number nobody holds, and its status link, held
   * until a stored answer's time has passed since the request began (never past its deadline,
   * which a stored answer keeps too).
   */
  private async trapped(
    { form, unverified, deadline }: IntakeCommand,
    startedAt: Date,
  ): Promise<SubmittedApplication> {
    const { store, followUp } = this.steps;
    const answer = followUp.decoy(store.decoy(), {
      stage: unverified ? 'en-revision' : 'nueva',
      nit: form.nit,
    });
    const { random, waitUntil } = this.pace;
    const due = startedAt.getTime() + this.spread.draw(random);
    await waitUntil(new Date(deadline ? Math.min(due, deadline.getTime()) : due));
    return answer;
  }
}
