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

/**
 * The server's intake, behind a per-address limit so that a script cannot take the 9,000
 * numbers: admitted, stored, followed up. Each stored answer carries a status link (a repeat, the
 * same one), which the receipt e-mail carries as well; a honeypot's carries one of the same shape
 * that leads nowhere, and the same answer as any other.
 */
export class ReceiveApplication {
  constructor(private readonly steps: IntakeSteps) {}

  async execute(command: IntakeCommand): Promise<SubmittedApplication> {
    const { admit, store, followUp } = this.steps;
    const admission = await admit.execute(command);
    if (admission.kind === 'bot') return followUp.decoy(store.decoy());
    if (admission.kind === 'repeat') return followUp.repeat(admission.answered, command);

    const { form, deadline, idempotencyKey } = command;
    const { arrival, review, reply } = admission;
    const stored = await store.execute({ form, arrival, deadline, reply });
    // The same form, racing in under its key, was stored first: that request marks and announces.
    if (stored.repeated) return followUp.repeat(stored, command);
    return followUp.execute(stored, { form, arrival, review, deadline, idempotencyKey });
  }

  /** A request that is not the page's form at all: see AdmitApplication.countUnreadable. */
  countUnreadable(address: string): Promise<void> {
    return this.steps.admit.countUnreadable(address);
  }
}
