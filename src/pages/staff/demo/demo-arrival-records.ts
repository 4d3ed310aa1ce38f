import type { ApplicationId } from '../../../submission/domain/application-id';
import type { ApplicationRecord } from '../../../inbox/domain/application-record';
import type { ArrivalRecord } from '../../../inbox/domain/arrival-records';
import type { HistoryEntry } from '../../../inbox/domain/history-entry';

const MINUTE = 60_000;

/** What the note on each simulated application says, so the demo never passes for real mail. */
export const DEMO_ARRIVAL_NOTE =
  'Nota de la demostración: lo que se ve arriba sobre el acuse por correo y la revisión es simulado. En modo demostración no hay servidor y no se envía ningún correo.';

/** One of each: sent, still trying, given up, and marked for review (so no receipt). */
const SIMULATED: readonly ((date: Date) => Partial<ArrivalRecord>)[] = [
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
  (date) => ({ reviewMark: { reason: 'limite-de-recepcion', markedAt: date } }),
];

/**
 * Demo mode has no server, so nothing would ever be recorded: the newest few demo applications
 * get a simulated arrival record each, so the detail can show every case, and a note in their
 * history that says it is simulated. Every other application reads as nothing recorded.
 */
export function demoArrivalRecords(records: readonly ApplicationRecord[]): {
  arrivals: [ApplicationId, Partial<ArrivalRecord>][];
  notes: Record<string, HistoryEntry>;
} {
  const newest = [...records].sort((a, b) => b.date.getTime() - a.date.getTime());
  const arrivals: [ApplicationId, Partial<ArrivalRecord>][] = [];
  const notes: Record<string, HistoryEntry> = {};
  SIMULATED.forEach((simulate, position) => {
    const record = newest[position];
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
