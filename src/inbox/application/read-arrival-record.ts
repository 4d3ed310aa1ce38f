import type { ApplicationId } from '../../applications/domain/application-id';
import type { ArrivalRecord, ArrivalRecords } from '../domain/arrival-records';

/**
 * Whether the applicant's receipt went out, and whether the server marked the application for
 * review: read when its detail opens, so staff know what the applicant was told.
 */
export class ReadArrivalRecord {
  constructor(private readonly records: ArrivalRecords) {}

  execute(id: ApplicationId): Promise<ArrivalRecord> {
    return this.records.arrivalOf(id);
  }
}
