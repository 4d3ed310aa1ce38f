import type { Clock } from '../../shared/domain/clock';
import type { ApplicantDataStore } from '../../applications/domain/applicant-data-store';
import { officeDay } from '../../inbox/domain/application-export';
import {
  personalDataJson,
  personalDataText,
  type ApplicationWithHistory,
} from '../domain/personal-data-report';
import type { ApplicationRecord } from '../../applications/domain/application-record';
import type { StaffMember } from '../../access/domain/staff-member';
import type { PersonalDataDownloadEvent } from '../../audit/domain/audit-record';
import { requireAdmin } from './admin-only';

/** One file of a person's data, and what the audit log records before it is handed over. */
export interface PersonalDataFile {
  fileName: string;
  content: string;
  audit: PersonalDataDownloadEvent;
}

export interface PersonalDataFiles {
  /** Readable: plain text in Spanish. */
  text: PersonalDataFile;
  /** Machine-readable (portability): JSON. */
  json: PersonalDataFile;
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
    const numbers = applications.map(({ id }) => id);
    const base = `datos-personales-${numbers.join('-')}-${officeDay(now)}`;
    const kind = 'descarga-de-datos-personales';
    return {
      text: {
        fileName: `${base}.txt`,
        content: personalDataText(items, now, this.cooperativeName),
        audit: { kind, numbers, format: 'texto' },
      },
      json: {
        fileName: `${base}.json`,
        content: personalDataJson(items, now),
        audit: { kind, numbers, format: 'json' },
      },
      items,
    };
  }
}
