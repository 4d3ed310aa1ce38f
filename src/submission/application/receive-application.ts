import type { Clock } from '../../shared/domain/clock';
import type { ApplicationForm } from '../domain/application';
import {
  AddressLimitReachedError,
  DEFAULT_ADDRESS_QUOTA,
  type AddressKeys,
  type AddressQuota,
  type IntakeLedger,
} from '../domain/address-quota';
import { requireValidForm } from '../domain/rules/application-rules';
import type { SubmitApplication, SubmittedApplication } from './submit-application';

/** An application as the server receives it: the form, the hidden field, and who sent it. */
export interface IncomingApplication {
  form: ApplicationForm;
  honeypot: string;
  /** The sender's network address, as the server could tell it. Only its keyed hash is kept. */
  address: string;
}

/**
 * The server's intake: the page's SubmitApplication behind a per-address limit, so that a script
 * cannot take the 9,000 numbers. A form that breaks a rule and a filled honeypot store nothing,
 * so they take no place; past the limit nothing is stored and the applicant is told to wait.
 */
export class ReceiveApplication {
  constructor(
    private readonly submit: Pick<SubmitApplication, 'execute'>,
    private readonly ledger: IntakeLedger,
    private readonly keys: AddressKeys,
    private readonly clock: Clock,
    private readonly quota: AddressQuota = DEFAULT_ADDRESS_QUOTA,
  ) {}

  async execute({ form, honeypot, address }: IncomingApplication): Promise<SubmittedApplication> {
    requireValidForm(form);
    if (honeypot.trim() === '') {
      const admitted = await this.ledger.admit(
        this.keys.keyOf(address),
        this.quota,
        this.clock.now(),
      );
      if (admitted === 'over-limit') {
        throw new AddressLimitReachedError(`More than ${this.quota.perWindow} from one address`);
      }
    }
    return this.submit.execute(form, honeypot);
  }
}
