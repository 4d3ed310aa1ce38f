import type { ApplicationForm } from '../../src/submission/domain/application';
import type { ApplicationId } from '../../src/submission/domain/application-id';
import type { ApplicationRecord } from '../../src/inbox/domain/application-record';
import { STAGE_FLAGS, type Stage } from '../../src/inbox/domain/workflow/stage';
import type { CloseReason } from '../../src/inbox/domain/workflow/transitions';
import { validForm } from './application-fixtures';

export interface RecordOptions extends Partial<ApplicationForm> {
  stage?: Stage;
  closeReason?: CloseReason;
}

/**
 * A stored application at a stage, as staff see it. `day` orders them: a higher day is newer
 * (all in 2025, before anything a test submits today).
 */
export function applicationRecord(id: ApplicationId, day: number, { stage = 'nueva', closeReason, ...form }: RecordOptions = {}): ApplicationRecord {
  return {
    ...validForm(form),
    id,
    date: new Date(Date.UTC(2025, 0, 1) + day * 86_400_000),
    ...STAGE_FLAGS[stage],
    closeReason: stage === 'cerrada' ? (closeReason ?? 'desistio') : null,
  };
}

/** Newest first, then by id (descending): the inbox's order. */
export function newestFirst(records: readonly ApplicationRecord[]): ApplicationId[] {
  return [...records].sort((a, b) => b.date.getTime() - a.date.getTime() || b.id.localeCompare(a.id)).map(({ id }) => id);
}
