import type { ApplicationId } from '../../applications/domain/application-id';
import type { ApplicantDataStore } from '../../applications/domain/applicant-data-store';
import { confirmsErasureOf } from '../domain/erasure';
import { ErasureNotConfirmedError } from '../domain/privacy-errors';
import type { StaffMember } from '../../access/domain/staff-member';
import { requireAdmin } from './admin-only';

export interface ErasureRequest {
  id: ApplicationId;
  /** What the admin typed to confirm: the SOL number of the application to erase. */
  confirmation: string;
}

/** Deletion at the applicant's request: for good, once the admin has named the application. */
export class EraseApplication {
  constructor(private readonly store: ApplicantDataStore) {}

  async execute({ id, confirmation }: ErasureRequest, by: StaffMember): Promise<void> {
    requireAdmin(by);
    if (!confirmsErasureOf(id, confirmation))
      throw new ErasureNotConfirmedError(`The confirmation does not name ${id}`);
    await this.store.erase(id, 'peticion-del-titular', by);
  }
}
