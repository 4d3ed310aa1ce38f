import { type ApplicationForm, type Arrival } from '../../applications/domain/stored-application';
import { createApplication } from '../domain/new-application';
import {
  drawApplicationId,
  MAX_APPLICATION_ID_ATTEMPTS,
  type ApplicationId,
} from '../../applications/domain/application-id';
import type { ApplicationRepository } from '../domain/application-repository';
import type { ReplyRecord } from '../domain/intake-replies';
import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import { requireTimeToSave } from '../domain/intake-deadline';
import { ApplicationIdsExhaustedError } from '../domain/submission-errors';
import { freeNumbersFrom } from '../domain/free-numbers';
import type { TakenNumbers } from '../../applications/domain/taken-numbers';
import type { SubmittedApplication } from './submitted-application';

/** A form already judged valid, and how it is to be stored. */
export interface ApplicationToStore {
  form: ApplicationForm;
  /** The server holds what it takes in past its hourly limit En revisión, and notes a repeat. */
  arrival?: Arrival;
  /** When the server's answer is due: no storage call starts that could end after it. */
  deadline?: Date;
  /**
   * The server's record of this answer, stored with the application in the same step: when its
   * key is already held (the same form sent twice at once), that reply is the answer.
   */
  reply?: ReplyRecord;
}

/**
 * The number and the write, once: draws SOL ids until the repository saves the application under
 * one that nobody holds. Checking and saving in one step costs one round trip per attempt and
 * leaves no gap for a race. When every draw was taken and `takenNumbers` is given, it sweeps the
 * space from a random number for a free one (the server can afford the reads): only a full space
 * is refused. It judges nothing: the form reaches it checked (SubmitApplication, AdmitApplication).
 */
export class StoreApplication {
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
   * A bot's answer (the honeypot filled): the usual one, with a number that belongs to nobody,
   * and nothing is saved, so it learns nothing.
   */
  decoy(): SubmittedApplication {
    const submittedAt = this.clock.now();
    return { id: drawApplicationId(this.random), submittedAt };
  }

  async execute({
    form,
    arrival = { stage: 'nueva' },
    deadline,
    reply,
  }: ApplicationToStore): Promise<SubmittedApplication> {
    const submittedAt = this.clock.now();
    let attempts = 0;
    const saved = async (id: ApplicationId): Promise<SubmittedApplication | undefined> => {
      requireTimeToSave(deadline, this.clock);
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
        takenFrom: (from, limit) => (
          requireTimeToSave(deadline, this.clock),
          taken.takenFrom(from, limit)
        ),
      };
      // Another submit may take a free number first: its create fails and the sweep goes on.
      for await (const id of freeNumbersFrom(drawApplicationId(this.random), timedTaken)) {
        const submitted = await saved(id);
        if (submitted) return submitted;
      }
    }
    throw new ApplicationIdsExhaustedError(attempts);
  }
}
