import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationInbox } from '../../src/applications/domain/application-inbox';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import { STAGES } from '../../src/applications/domain/workflow/stage';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { watchUntil } from './watch-until';

/** The ids of these records (or of a page's or a search's applications), in order. */
export const ids = (records: readonly { id: ApplicationId }[]) => records.map(({ id }) => id);

/** Waits until the inbox's live view of one application shows what `accept` takes. */
export const recordOf = (
  inbox: ApplicationInbox,
  id: ApplicationId,
  accept: (record: ApplicationRecord | undefined) => boolean,
) =>
  watchUntil<ApplicationRecord | undefined>(
    (listener) => inbox.watchApplication(id, listener),
    accept,
  );

/**
 * Two records of each stage: SOL2000.. sent on day `firstDay(index)` of 2025 and SOL3000.. on day
 * `secondDay(index)`, where index is the stage's position in STAGES.
 */
export const twoOfEachStage = (
  firstDay: (index: number) => number,
  secondDay: (index: number) => number,
): ApplicationRecord[] =>
  STAGES.flatMap((stage, index) => [
    applicationRecord(`SOL${2000 + index}` as ApplicationId, dayOf2025(firstDay(index)), { stage }),
    applicationRecord(`SOL${3000 + index}` as ApplicationId, dayOf2025(secondDay(index)), {
      stage,
    }),
  ]);
