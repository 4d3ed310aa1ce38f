import type { ApplicationId } from '../../../applications/domain/application-id';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../../applications/domain/application-record';
import type { ArrivalRecord } from '../../../inbox/domain/arrival-records';
import type { HistoryEntry } from '../../../applications/domain/history-entry';

const MINUTE = 60_000;

/** What the note on each simulated application says, so the demo never passes for real mail. */
export const DEMO_ARRIVAL_NOTE =
  'Nota de la demostración: lo que se ve arriba sobre el acuse por correo y la revisión es simulado. En modo demostración no hay servidor y no se envía ningún correo.';

/** One of each receipt: still trying, sent, given up. */
const SIMULATED_RECEIPTS: readonly ((date: Date) => Partial<ArrivalRecord>)[] = [
  // Six failures, one minute doubling: the next try is due a little after two hours.
  (date) => ({
    receipt: {
      state: 'pending',
      attempts: 6,
      nextAttemptAt: new Date(date.getTime() + 127 * MINUTE),
    },
  }),
  (date) => ({ receipt: { state: 'sent', sentAt: new Date(date.getTime() + MINUTE) } }),
  () => ({ receipt: { state: 'failed', attempts: 14 } }),
];

/** What the server records for one it held En revisión: the mark, and no receipt. */
const simulatedReviewMark = (date: Date): Partial<ArrivalRecord> => ({
  reviewMark: { reason: 'limite-de-recepcion', markedAt: date },
});

/**
 * Demo mode has no server, so nothing would ever be recorded: the newest few Nuevas get a
 * simulated receipt each, and those held En revisión their mark, so the detail can show every
 * case, with a note in their history that says it is simulated. Every other application reads as
 * nothing recorded.
 */
export function demoArrivalRecords(records: readonly ApplicationRecord[]): {
  arrivals: [ApplicationId, Partial<ArrivalRecord>][];
  notes: Record<string, HistoryEntry>;
} {
  const newest = [...records]
    .filter((record) => stageOfRecord(record) === 'nueva')
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  const simulated = [
    ...SIMULATED_RECEIPTS.map((simulate, position) => [newest[position], simulate] as const),
    ...records
      .filter((record) => stageOfRecord(record) === 'en-revision')
      .map((record) => [record, simulatedReviewMark] as const),
  ];
  const arrivals: [ApplicationId, Partial<ArrivalRecord>][] = [];
  const notes: Record<string, HistoryEntry> = {};
  simulated.forEach(([record, simulate]) => {
    if (!record) return;
    arrivals.push([record.id, simulate(record.date)]);
    notes[record.id] = {
      id: `${record.id}-demo-acuse`,
      at: record.date,
      by: { uid: 'demo-personal', email: 'personal@demo.primerpaso.coop' },
      kind: 'note',
      text: DEMO_ARRIVAL_NOTE,
    };
  });
  return { arrivals, notes };
}
