import type { StatusLinks } from '../domain/status-link';
import type { StatusRecords, WithdrawalOutcome } from '../../applications/domain/status-records';

/**
 * Retirar mi solicitud (a POST, after the page's confirmation): the application is Cerrada with
 * the reason 'desistio', its history saying the applicant did it; its seat is freed by the
 * seats' own trigger, as for any closing. Safe to repeat: a closed one is left as it is.
 */
export class WithdrawApplication {
  constructor(
    private readonly links: StatusLinks,
    private readonly records: StatusRecords,
  ) {}

  async execute(token: string): Promise<WithdrawalOutcome> {
    const link = await this.links.find(token);
    if (!link) return 'gone';
    // The record checks the moment itself, in its transaction: a number given again is not this.
    return this.records.withdraw(link.applicationId, link.submittedAt);
  }
}
