import type { InMemoryApplicationStore } from './in-memory-application-store';
import { stageOfRecord } from '../../domain/application-record';
import { APPLICANT_ACTOR } from '../../domain/history-entry';
import { missingItems } from '../../domain/requirements/checklist';
import { STAGE_FLAGS } from '../../domain/workflow/stage';
import { findTransition } from '../../domain/workflow/transitions';
import type { ApplicationId } from '../../domain/application-id';
import { isSameSubmission } from '../../domain/same-submission';
import type {
  LinkHolder,
  StatusRecord,
  StatusRecords,
  WithdrawalOutcome,
} from '../../domain/status-records';

/**
 * The status pages' applications in memory, on the store the inbox's in-memory adapters share:
 * a withdrawal shows in the inbox's list and history as the Admin SDK's does in Firestore.
 */
export class InMemoryStatusRecords implements StatusRecords {
  constructor(private readonly store: InMemoryApplicationStore) {}

  statusOf(id: ApplicationId): Promise<StatusRecord | undefined> {
    const record = this.store.records.get(id);
    return Promise.resolve(
      record && {
        id,
        submittedAt: record.date,
        stage: stageOfRecord(record),
        closeReason: record.closeReason,
        missing: missingItems(record),
      },
    );
  }

  holderOf(id: ApplicationId): Promise<LinkHolder | undefined> {
    const record = this.store.records.get(id);
    return Promise.resolve(
      record && {
        submittedAt: record.date,
        stage: stageOfRecord(record),
        dui: record.dui,
        email: record.email,
      },
    );
  }

  withdraw(id: ApplicationId, submittedAt: Date): Promise<WithdrawalOutcome> {
    const record = this.store.records.get(id);
    if (!record || !isSameSubmission(record.date, submittedAt)) return Promise.resolve('gone');
    const from = stageOfRecord(record);
    if (from === 'cerrada') return Promise.resolve('already-closed');
    if (!findTransition(from, 'close')) return Promise.resolve('not-closable');
    this.store.records.set(id, {
      ...record,
      ...STAGE_FLAGS.cerrada,
      closeReason: 'desistio',
      progressAt: this.store.clock.now(),
    });
    this.store.append(
      id,
      { kind: 'transition', from, to: 'cerrada', reason: 'desistio' },
      APPLICANT_ACTOR,
    );
    return Promise.resolve('withdrawn');
  }
}
