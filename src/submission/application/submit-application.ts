import { createApplication, type ApplicationForm, type Arrival } from '../domain/application';
import {
  drawApplicationId,
  MAX_APPLICATION_ID_ATTEMPTS,
  type ApplicationId,
} from '../domain/application-id';
import type { ApplicationRepository } from '../domain/application-repository';
import type { ReplyRecord } from '../domain/intake-replies';
import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import { IntakeDeadlineError, STORAGE_CALL_BUDGET_MS } from '../domain/intake-deadline';
import { requireValidForm } from '../domain/rules/application-rules';
import { isHoneypotFilled } from '../domain/honeypot';
import { ApplicationIdsExhaustedError } from '../domain/submission-errors';
import { freeNumbersFrom, type TakenNumbers } from '../domain/taken-numbers';

export interface SubmittedApplication {
  id: ApplicationId;
  /** The moment saved with the application, so the applicant's receipt shows the same date. */
  submittedAt: Date;
  /**
   * On the server: the page sent this form before (one Idempotency-Key) and an application was
   * stored for it then; this is that one's number, and nothing new was stored.
   */
  repeated?: true;
  /**
   * With a server: the path of the application's status page (a private link, /estado/…). Absent
   * in demo mode, which has no server (and on the rare answer whose link could not be issued).
   */
  statusPath?: string;
  /**
   * Stored by the cooperative's server (the page's remote intake, remote-intake.ts), so the status
   * pages and Perdí el enlace exist even when statusPath is absent; never set in demo mode.
   */
  viaServer?: true;
  /**
   * Demo mode only (set by the demo's composition): whether this browser hands the application to
   * the demo's inbox in another tab, and that inbox's address for it; `shared: false` where the
   * browser cannot, so the receipt says the inbox will not show it.
   */
  demoInbox?: { shared: true; path: string } | { shared: false };
}

/**
 * Validates the form again (the UI's checks are a courtesy, this one is the rule), then draws
 * SOL ids until the repository saves the application under one that nobody holds. Checking and
 * saving in one step costs one round trip per attempt and leaves no gap for a race. When every
 * draw was taken and `takenNumbers` is given, it sweeps the space from a random number for a
 * free one (the server can afford the reads): only a full space is refused.
 */
export class SubmitApplication {
  constructor(
    private readonly repository: ApplicationRepository,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly takenNumbers?: TakenNumbers,
    private readonly maxIdAttempts: number = MAX_APPLICATION_ID_ATTEMPTS,
  ) {}

  /** The applicant started filling the form: let storage get ready while they type. */
  prepare(): void {
    this.repository.prepare?.();
  }

  /**
   * `honeypot` is the value of a field people never see. Only bots fill it: they get the usual
   * answer, with a number that belongs to nobody, and nothing is saved, so they learn nothing.
   * `arrival`: the server holds what it takes in past its hourly limit En revisión, and notes an
   * earlier application under the same DUI.
   * `deadline`: when the server's answer is due; no storage call starts that could end after it.
   * `reply`: the server's record of this answer, stored with the application in the same step;
   * when its key is already held (the same form sent twice at once), that reply is the answer.
   */
  async execute(
    form: ApplicationForm,
    honeypot = '',
    arrival: Arrival = { stage: 'nueva' },
    deadline?: Date,
    reply?: ReplyRecord,
  ): Promise<SubmittedApplication> {
    requireValidForm(form);
    const submittedAt = this.clock.now();
    if (isHoneypotFilled(honeypot)) return { id: drawApplicationId(this.random), submittedAt };

    let attempts = 0;
    const saved = async (id: ApplicationId): Promise<SubmittedApplication | undefined> => {
      this.requireTimeLeft(deadline);
      attempts += 1;
      const application = createApplication(form, id, submittedAt, arrival);
      const result = await this.repository.create(application, reply);
      if (result === 'created') return { id, submittedAt };
      if (result === 'id-taken') return undefined;
      return { ...result.repeatOf, repeated: true };
    };
    for (let attempt = 1; attempt <= this.maxIdAttempts; attempt++) {
      const submitted = await saved(drawApplicationId(this.random));
      if (submitted) return submitted;
    }
    if (this.takenNumbers) {
      const taken = this.takenNumbers;
      const timedTaken: TakenNumbers = {
        takenFrom: (from, limit) => (this.requireTimeLeft(deadline), taken.takenFrom(from, limit)),
      };
      // Another submit may take a free number first: its create fails and the sweep goes on.
      for await (const id of freeNumbersFrom(drawApplicationId(this.random), timedTaken)) {
        const submitted = await saved(id);
        if (submitted) return submitted;
      }
    }
    throw new ApplicationIdsExhaustedError(attempts);
  }

  /** The same rule as the intake's before the first save (intake-deadline.ts). */
  private requireTimeLeft(deadline: Date | undefined) {
    if (deadline && this.clock.now().getTime() > deadline.getTime() - STORAGE_CALL_BUDGET_MS)
      throw new IntakeDeadlineError('Too late for another storage call before the answer is due');
  }
}
