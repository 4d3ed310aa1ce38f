import type { ChecklistItem } from './requirements/checklist';
import type { Stage } from './workflow/stage';
import type { CloseReason } from './workflow/transitions';
import type { ApplicationId } from './application-id';

/** Of a stored application, only what its status page says: never a name, DUI, phone or e-mail. */
export interface StatusRecord {
  id: ApplicationId;
  submittedAt: Date;
  stage: Stage;
  closeReason: CloseReason | null;
  /** What the staff's checklist still misses, in its order (missingItems). */
  missing: ChecklistItem[];
}

/** What a lost link's request is checked against, and where the fresh link goes. */
export interface LinkHolder {
  submittedAt: Date;
  stage: Stage;
  dui: string;
  email: string;
}

/** What the applicant's withdrawal did. */
export type WithdrawalOutcome =
  /** Closed now, reason 'desistio', with its history entry naming the applicant. */
  | 'withdrawn'
  /** Cerrada already (a second click, or staff closed it): nothing written. */
  | 'already-closed'
  /** A stage the workflow does not let close (Asociada): nothing written. */
  | 'not-closable'
  /** No such application, or another one under its number now. */
  | 'gone';

/**
 * The stored applications as the status pages read and change them, on the server (the Admin
 * SDK): a few fields of one application at a time, never a query over them.
 */
export interface StatusRecords {
  /** The live application's status; undefined when there is none or only its erasure record. */
  statusOf(id: ApplicationId): Promise<StatusRecord | undefined>;
  /** The live application's DUI and e-mail, for Perdí el enlace; undefined when there is none. */
  holderOf(id: ApplicationId): Promise<LinkHolder | undefined>;
  /**
   * Closes the application submitted at `submittedAt` as 'desistio', the move and its history
   * entry (by the applicant) in one transaction, when the workflow lets its stage close.
   */
  withdraw(id: ApplicationId, submittedAt: Date): Promise<WithdrawalOutcome>;
}
