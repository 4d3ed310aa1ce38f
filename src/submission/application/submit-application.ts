import type { ApplicationRepository } from '../domain/application-repository';
import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import { requireValidForm } from '../domain/rules/application-rules';
import { isHoneypotFilled } from '../domain/honeypot';
import type { TakenNumbers } from '../../applications/domain/taken-numbers';
import { StoreApplication } from './store-application';
import type { SubmitApplicationCommand } from './submit-application-command';
import type { SubmittedApplication } from './submitted-application';

/**
 * The page's use case where there is no server (the demo): the form is judged here, once (the
 * page's resolver only helps the person typing), then stored by StoreApplication. A bot that
 * filled the honeypot gets the usual answer with a number that belongs to nobody, and nothing is
 * saved, so it learns nothing. The server has its own use case around the same store
 * (ReceiveApplication), with its own checks.
 */
export class SubmitApplication {
  private readonly store: StoreApplication;

  constructor(
    repository: ApplicationRepository,
    random: RandomSource,
    clock: Clock,
    takenNumbers?: TakenNumbers,
    /** MAX_APPLICATION_ID_ATTEMPTS unless a test draws fewer. */
    maxIdAttempts?: number,
  ) {
    this.store = new StoreApplication(repository, random, clock, takenNumbers, maxIdAttempts);
  }

  /** The applicant started filling the form: let storage get ready while they type. */
  prepare(): void {
    this.store.prepare();
  }

  async execute({ form, honeypot = '' }: SubmitApplicationCommand): Promise<SubmittedApplication> {
    requireValidForm(form);
    if (isHoneypotFilled(honeypot)) return this.store.decoy();
    return this.store.execute({ form });
  }
}
