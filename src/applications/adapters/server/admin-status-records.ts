import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { STORED_APPLICANT_ACTOR } from '../../domain/history-entry';
import { CHECKLIST_ITEMS, missingItems, type Checklist } from '../../domain/requirements/checklist';
import { STAGE_FLAGS, stageOf, type Stage } from '../../domain/workflow/stage';
import { CLOSE_REASONS, findTransition, type CloseReason } from '../../domain/workflow/transitions';
import { APPLICATIONS_COLLECTION, HISTORY_COLLECTION } from '../applications-collections';
import { runRetriedTransaction } from '../../../shared/adapters/server/retried-transaction';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import type { ApplicationId } from '../../domain/application-id';
import { isSameSubmission } from '../../domain/same-submission';
import type {
  LinkHolder,
  StatusRecord,
  StatusRecords,
  WithdrawalOutcome,
} from '../../domain/status-records';

/** The fields the status page reads, and no other (a field mask): never a name or a contact. */
const STATUS_FIELDS = [
  'date',
  'alert',
  'status',
  'isAssociated',
  'closeReason',
  'checklist',
  'nit',
  'erasedAt',
];

/** What Perdí el enlace compares and where it sends the link. */
const HOLDER_FIELDS = ['date', 'alert', 'status', 'isAssociated', 'dui', 'email', 'erasedAt'];

/**
 * A live application's fields as the status pages read them (the inbox's mapper,
 * application-document.ts, is the web SDK's): each checked for its type, undefined when there is
 * no application or only its erasure record.
 */
function reader(snapshot: Pick<DocumentSnapshot, 'exists' | 'data' | 'ref'>) {
  const data: DocumentData | undefined = snapshot.data();
  if (!snapshot.exists || data === undefined || data.erasedAt !== undefined) return undefined;
  const fail = (field: string, problem: string) =>
    new MalformedDocumentError(snapshot.ref.path, field, problem);
  const string = (field: string): string => {
    const value: unknown = data[field];
    if (typeof value !== 'string') throw fail(field, 'is not text');
    return value;
  };
  const stage = (): Stage => {
    for (const flag of ['alert', 'status', 'isAssociated'] as const)
      if (typeof data[flag] !== 'boolean') throw fail(flag, 'is not true or false');
    return stageOf(data as { alert: boolean; status: boolean; isAssociated: boolean });
  };
  const date = (): Date => {
    const value: unknown = data.date;
    if (!(value instanceof Timestamp)) throw fail('date', 'is not a timestamp');
    return value.toDate();
  };
  const closeReason = (): CloseReason | null => {
    const value: unknown = data.closeReason ?? null;
    if (value !== null && !(CLOSE_REASONS as readonly unknown[]).includes(value))
      throw fail('closeReason', 'is not a close reason');
    return value as CloseReason | null;
  };
  const checklist = (): Checklist => {
    const value: unknown = data.checklist ?? {};
    if (typeof value !== 'object' || value === null) throw fail('checklist', 'is not a map');
    const entries = Object.entries(value).filter(([item]) =>
      (CHECKLIST_ITEMS as readonly string[]).includes(item),
    );
    return Object.fromEntries(entries) as Checklist;
  };
  return { string, stage, date, closeReason, checklist };
}

/**
 * The status pages' applications over the Admin SDK: one application's few fields at a time (a
 * field mask), and the withdrawal as the staff's moves write it (history-writes.ts): the flags,
 * the reason, the progress stamp and the history entry in one transaction, the entry naming the
 * applicant (`actor`) where a clerk's names their uid and e-mail.
 */
export class AdminStatusRecords implements StatusRecords {
  constructor(private readonly db: Firestore) {}

  private applicationAt(id: ApplicationId) {
    return this.db.collection(APPLICATIONS_COLLECTION).doc(id);
  }

  private async read(id: ApplicationId, fieldMask: string[]) {
    const [snapshot] = await this.db.getAll(this.applicationAt(id), { fieldMask });
    return snapshot && reader(snapshot);
  }

  async statusOf(id: ApplicationId): Promise<StatusRecord | undefined> {
    const read = await this.read(id, STATUS_FIELDS);
    if (!read) return undefined;
    return {
      id,
      submittedAt: read.date(),
      stage: read.stage(),
      closeReason: read.closeReason(),
      missing: missingItems({ nit: read.string('nit'), checklist: read.checklist() }),
    };
  }

  async holderOf(id: ApplicationId): Promise<LinkHolder | undefined> {
    const read = await this.read(id, HOLDER_FIELDS);
    if (!read) return undefined;
    return {
      submittedAt: read.date(),
      stage: read.stage(),
      dui: read.string('dui'),
      email: read.string('email'),
    };
  }

  withdraw(id: ApplicationId, submittedAt: Date): Promise<WithdrawalOutcome> {
    const application = this.applicationAt(id);
    return runRetriedTransaction(this.db, async (transaction) => {
      const read = reader(await transaction.get(application));
      if (!read || !isSameSubmission(read.date(), submittedAt)) return 'gone';
      const from = read.stage();
      if (from === 'cerrada') return 'already-closed';
      if (!findTransition(from, 'close')) return 'not-closable';
      const entry = application.collection(HISTORY_COLLECTION).doc();
      const now = FieldValue.serverTimestamp();
      transaction.update(application, {
        ...STAGE_FLAGS.cerrada,
        closeReason: 'desistio',
        progressAt: now,
        updatedAt: now,
        updatedBy: STORED_APPLICANT_ACTOR,
        lastChangeId: entry.id,
      });
      transaction.set(entry, {
        kind: 'transition',
        from,
        to: 'cerrada',
        reason: 'desistio',
        actor: STORED_APPLICANT_ACTOR,
        at: now,
      });
      return 'withdrawn';
    });
  }
}
