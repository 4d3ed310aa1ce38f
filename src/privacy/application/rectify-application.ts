import type { ApplicantDataStore } from '../../applications/domain/applicant-data-store';
import { InvalidRectificationError } from '../domain/privacy-errors';
import { isRectifiableField, normalisedValue, rectificationError } from '../domain/rectification';
import type { TypedField } from '../../applications/domain/stored-application';
import type { ApplicationRecord } from '../../applications/domain/application-record';
import type { StaffMember } from '../../access/domain/staff-member';
import { requireAdmin } from './admin-only';

export interface RectificationRequest {
  application: ApplicationRecord;
  field: TypedField;
  value: string;
}

/**
 * Corrects one field with the public form's rules; the history keeps which field, never the old
 * value.
 */
export class RectifyApplication {
  constructor(private readonly store: ApplicantDataStore) {}

  async execute(
    { application, field, value }: RectificationRequest,
    by: StaffMember,
  ): Promise<void> {
    requireAdmin(by);
    if (!isRectifiableField(field))
      throw new InvalidRectificationError(field, 'Ese campo no se puede corregir.');
    const error = rectificationError(application, field, value);
    if (error !== undefined) throw new InvalidRectificationError(field, error);
    await this.store.rectify(application.id, field, normalisedValue(value), by);
  }
}
