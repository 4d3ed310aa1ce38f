import {
  type Application,
  type ApplicationForm,
} from '../../src/applications/domain/stored-application';
import { createApplication } from '../../src/submission/domain/new-application';
import {
  applicationIdFromNumber,
  type ApplicationId,
} from '../../src/applications/domain/application-id';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import { STAGE_FLAGS, type Stage } from '../../src/applications/domain/workflow/stage';
import type { CloseReason } from '../../src/applications/domain/workflow/transitions';
import { validForm } from './application-fixtures';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const STAFF_NOW = Date.parse('2026-03-14T15:00:00Z');

/** `hours` before 2026-03-14 15:00 UTC: recent, as the staff tests' fixed clock sees it. */
export function hoursAgo(hours: number): Date {
  return new Date(STAFF_NOW - hours * HOUR_MS);
}

/** Day `day` of 2025 (0 is 1 January): long before anything a test submits. Higher is newer. */
export function dayOf2025(day: number): Date {
  return new Date(Date.UTC(2025, 0, 1) + day * DAY_MS);
}

export interface RecordOptions extends Partial<ApplicationForm> {
  /** Nueva unless given. */
  stage?: Stage;
  /** Why a Cerrada was closed: desistio unless given. Ignored at any other stage. */
  closeReason?: CloseReason;
  /** Its last move or tick; none (null) unless given. */
  progressAt?: Date | null;
  /** When a member first opened it; not yet (null) unless given. */
  openedAt?: Date | null;
}

/** validForm()'s data but for what is given, named `Persona <id>` so each one reads apart. */
const formOf = (id: ApplicationId, form: Partial<ApplicationForm>) =>
  validForm({ first_name: `Persona ${id}`, ...form });

/** A stored application as staff see it: sent on `date`, at a stage, with formOf()'s data. */
export function applicationRecord(
  id: ApplicationId,
  date: Date,
  { stage = 'nueva', closeReason, progressAt = null, openedAt = null, ...form }: RecordOptions = {},
): ApplicationRecord {
  return {
    ...formOf(id, form),
    id,
    date,
    ...STAGE_FLAGS[stage],
    closeReason: stage === 'cerrada' ? (closeReason ?? 'desistio') : null,
    checklist: {},
    associatedAt: null,
    progressAt,
    openedAt,
    previousApplication: null,
  };
}

/** A new application from the public page, sent at the staff tests' now (hoursAgo(0)). */
export function arrivingNow(id: ApplicationId): Application {
  return createApplication(formOf(id, {}), id, hoursAgo(0));
}

/** `count` applications at `stage`, numbered up from `from`, sent 1, 2, 3… hours ago. */
export function hourlyRecords(
  count: number,
  stage: Stage = 'nueva',
  from = 1000,
): ApplicationRecord[] {
  return Array.from({ length: count }, (_, index) =>
    applicationRecord(applicationIdFromNumber(from + index), hoursAgo(index + 1), { stage }),
  );
}

/** Newest first, then by id (descending): the inbox's order. */
export function newestFirst(records: readonly ApplicationRecord[]): ApplicationId[] {
  return [...records]
    .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id.localeCompare(a.id))
    .map(({ id }) => id);
}
