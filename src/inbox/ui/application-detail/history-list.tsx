import type { ApplicationRecord } from '../../../applications/domain/application-record';
import type { HistoryEntry } from '../../../applications/domain/history-entry';
import {
  describeHistoryActor,
  describeHistoryEntry,
} from '../../../applications/domain/history-description';
import { formatDateTime } from '../../../shared/ui/format-date';

function When({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>;
}

function whatHappened(entry: HistoryEntry): string {
  return entry.kind === 'note' ? `Nota: ${entry.text}` : describeHistoryEntry(entry);
}

/** Oldest first, from the moment the application arrived: who did what, and when. */
export function HistoryList({
  application,
  entries,
}: {
  application: ApplicationRecord;
  entries: HistoryEntry[];
}) {
  return (
    <ol className="history">
      <li className="history__entry">
        <p className="history__meta">
          <When date={application.date} /> · página de solicitud
        </p>
        <p>Llegó la solicitud.</p>
      </li>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={
            entry.kind === 'note' ? 'history__entry history__entry--note' : 'history__entry'
          }
        >
          <p className="history__meta">
            <When date={entry.at} /> · {describeHistoryActor(entry.by)}
          </p>
          <p className="history__what">{whatHappened(entry)}</p>
        </li>
      ))}
    </ol>
  );
}
