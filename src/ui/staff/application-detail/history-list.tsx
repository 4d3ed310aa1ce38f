import type { ApplicationRecord } from '../../../domain/staff/application-record';
import type { HistoryEntry } from '../../../domain/staff/history-entry';
import { FIELD_LABELS } from '../../../domain/rules/field-labels';
import { formatDateTime } from '../shared/format-date';
import { CLOSE_REASON_LABELS, STAGE_LABELS } from '../../../domain/workflow/stage-labels';

function When({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>;
}

function whatHappened(entry: HistoryEntry): string {
  if (entry.kind === 'note') return `Nota: ${entry.text}`;
  if (entry.kind === 'rectification') return `Corrigió el campo ${FIELD_LABELS[entry.field]} a petición del titular.`;
  const reason = entry.reason ? ` Motivo: ${CLOSE_REASON_LABELS[entry.reason]}.` : '';
  return `Pasó de ${STAGE_LABELS[entry.from]} a ${STAGE_LABELS[entry.to]}.${reason}`;
}

/** Oldest first, from the moment the application arrived: who did what, and when. */
export function HistoryList({ application, entries }: { application: ApplicationRecord; entries: HistoryEntry[] }) {
  return (
    <ol className="history">
      <li className="history__entry">
        <p className="history__meta"><When date={application.date} /> · página de solicitud</p>
        <p>Llegó la solicitud.</p>
      </li>
      {entries.map((entry) => (
        <li key={entry.id} className={entry.kind === 'note' ? 'history__entry history__entry--note' : 'history__entry'}>
          <p className="history__meta"><When date={entry.at} /> · {entry.by.email}</p>
          <p className="history__what">{whatHappened(entry)}</p>
        </li>
      ))}
    </ol>
  );
}
