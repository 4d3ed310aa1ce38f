import type { ApplicationForm } from './stored-application';
import type { ApplicationId } from './application-id';
import { stageOf, type Stage } from './workflow/stage';
import type { CloseReason } from './workflow/transitions';
import type { Checklist } from './requirements/checklist';

/**
 * A stored application as staff see it: what the applicant sent, and where it is in the workflow.
 */
export interface ApplicationRecord extends ApplicationForm {
  id: ApplicationId;
  date: Date;
  alert: boolean;
  status: boolean;
  isAssociated: boolean;
  /** Why it was closed; null unless the stage is Cerrada. */
  closeReason: CloseReason | null;
  /** The requirements staff ticked (requirements/checklist.ts); none until En trámite. */
  checklist: Checklist;
  /** When it was last marked Asociada (an admin may undo it for a day); null if never. */
  associatedAt: Date | null;
  /**
   * Its last move of stage or tick of a requirement, stamped by storage (progress.ts); null when
   * nothing happened to it since it arrived: then its `date` counts.
   */
  progressAt: Date | null;
  /**
   * When a member of staff first opened its detail, stamped once by storage (opened.ts); null
   * while nobody has: the list marks it 'Sin abrir'. The intake never sets it.
   */
  openedAt: Date | null;
  /**
   * The newest application the server found under the same DUI when this one arrived (a repeat
   * applicant); null when there was none.
   */
  previousApplication: ApplicationId | null;
}

export const stageOfRecord = (record: ApplicationRecord): Stage => stageOf(record);
