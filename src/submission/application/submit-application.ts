import { createApplication, type ApplicationForm } from '../domain/application';
import {
  drawApplicationId,
  MAX_APPLICATION_ID_ATTEMPTS,
  type ApplicationId,
} from '../domain/application-id';
import type { ApplicationRepository } from '../domain/application-repository';
import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import { requireValidForm } from '../domain/rules/application-rules';
import { ApplicationIdsExhaustedError } from '../domain/submission-errors';

export interface SubmittedApplication {
  id: ApplicationId;
  /** The moment saved with the application, so the applicant's receipt shows the same date. */
  submittedAt: Date;
}

/**
 * Validates the form again (the UI's checks are a courtesy, this one is the rule), then draws
 * SOL ids until the repository saves the application under one that nobody holds. Checking and
 * saving in one step costs one round trip per attempt and leaves no gap for a race.
 */
export class SubmitApplication {
  constructor(
    private readonly repository: ApplicationRepository,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly maxIdAttempts: number = MAX_APPLICATION_ID_ATTEMPTS,
  ) {}

  /** The applicant started filling the form: let storage get ready while they type. */
  prepare(): void {
    this.repository.prepare?.();
  }

  /**
   * `honeypot` is the value of a field people never see. Only bots fill it: they get the usual
   * answer, with a number that belongs to nobody, and nothing is saved, so they learn nothing.
   */
  async execute(form: ApplicationForm, honeypot = ''): Promise<SubmittedApplication> {
    requireValidForm(form);
    const submittedAt = this.clock.now();
    if (honeypot.trim() !== '') return { id: drawApplicationId(this.random), submittedAt };

    for (let attempt = 1; attempt <= this.maxIdAttempts; attempt++) {
      const id = drawApplicationId(this.random);
      const result = await this.repository.create(createApplication(form, id, submittedAt));
      if (result === 'created') return { id, submittedAt };
    }
    throw new ApplicationIdsExhaustedError(this.maxIdAttempts);
  }
}
