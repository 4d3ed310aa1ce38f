import type { Clock } from '../../shared/domain/clock';
import type { ApplicantDataStore } from '../domain/applicant-data-store';
import { officeDay } from '../../inbox/domain/application-export';
import {
  personalDataJson,
  personalDataText,
  type ApplicationWithHistory,
} from '../domain/personal-data-report';
import type { ApplicationRecord } from '../../inbox/domain/application-record';
import type { StaffMember } from '../../access/domain/staff-member';
import { requireAdmin } from './admin-only';

export interface PersonalDataFiles {
  /** Readable: plain text in Spanish. */
  text: { fileName: string; content: string };
  /** Machine-readable (portability): JSON. */
  json: { fileName: string; content: string };
  items: ApplicationWithHistory[];
}

/**
 * Access and portability: one person's applications with their whole history, as a text the
 * applicant can read and a JSON file another system can load.
 */
export class ExportPersonalData {
  constructor(
    private readonly store: ApplicantDataStore,
    private readonly clock: Clock,
    private readonly cooperativeName: string,
  ) {}

  async execute(
    applications: readonly ApplicationRecord[],
    by: StaffMember,
  ): Promise<PersonalDataFiles> {
    requireAdmin(by);
    const items = await Promise.all(
      applications.map(async (application) => ({
        application,
        history: await this.store.readHistory(application.id),
      })),
    );
    const now = this.clock.now();
    const base = `datos-personales-${applications.map(({ id }) => id).join('-')}-${officeDay(now)}`;
    return {
      text: {
        fileName: `${base}.txt`,
        content: personalDataText(items, now, this.cooperativeName),
      },
      json: { fileName: `${base}.json`, content: personalDataJson(items, now) },
      items,
    };
  }
}
