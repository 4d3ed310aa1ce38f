import type { ApplicationId } from '../../../submission/domain/application-id';
import { stageOfRecord, type ApplicationRecord } from '../../domain/application-record';
import { formatDateTime } from '../../../shared/ui/format-date';
import { StageBadge } from '../stage-badge';
import { openButtonId } from './open-button-id';
import { PreviousApplicationNote } from '../previous-application-note';

interface ApplicationTableProps {
  caption: string;
  applications: ApplicationRecord[];
  onOpen: (id: ApplicationId) => void;
}

/** Applications as rows: number (opens the detail), name, phone, date and stage. */
export function ApplicationTable({ caption, applications, onOpen }: ApplicationTableProps) {
  return (
    <table className="inbox-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Solicitud</th>
          <th scope="col">Nombre</th>
          <th scope="col">Teléfono</th>
          <th scope="col">Fecha</th>
          <th scope="col">Etapa</th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <tr key={application.id}>
            <td data-label="Solicitud">
              <button
                type="button"
                id={openButtonId(application.id)}
                className="link-button inbox-table__open"
                onClick={() => onOpen(application.id)}
              >
                {application.id}
              </button>
            </td>
            <td data-label="Nombre">
              {application.first_name} {application.last_name}
              {application.previousApplication ? (
                <PreviousApplicationNote id={application.previousApplication} />
              ) : null}
            </td>
            <td data-label="Teléfono">{application.phone}</td>
            <td data-label="Fecha">
              <time dateTime={application.date.toISOString()}>
                {formatDateTime(application.date)}
              </time>
            </td>
            <td data-label="Etapa">
              <StageBadge stage={stageOfRecord(application)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
