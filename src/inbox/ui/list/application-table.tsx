import type { ApplicationId } from '../../../submission/domain/application-id';
import { stageOfRecord, type ApplicationRecord } from '../../domain/application-record';
import { formatDateTime } from '../../../shared/ui/format-date';
import { StageBadge } from '../stage-badge';
import { openButtonId } from './open-button-id';
import { PreviousApplicationNote } from '../previous-application-note';
import { ageText } from '../../domain/application-age';
import { staleDays, staleText } from '../../domain/progress';

interface ApplicationTableProps {
  caption: string;
  applications: ApplicationRecord[];
  /** When the applications were read: their age and time without progress are counted to it. */
  asOf: Date;
  onOpen: (id: ApplicationId) => void;
}

/**
 * Applications as rows: number (opens the detail), name, phone, date and how long ago, and stage.
 * An open one without progress in STALE_AFTER_DAYS says so in words under its stage (what a
 * screen reader reads in the cell), and its row is edged and tinted.
 */
export function ApplicationTable({ caption, applications, asOf, onOpen }: ApplicationTableProps) {
  return (
    <table className="inbox-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Solicitud</th>
          <th scope="col">Nombre</th>
          <th scope="col">Teléfono</th>
          <th scope="col">Fecha</th>
          <th scope="col">Antigüedad</th>
          <th scope="col">Etapa</th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => {
          const stale = staleDays(application, asOf);
          return (
            <tr
              key={application.id}
              className={stale === null ? undefined : 'inbox-table__row--stale'}
            >
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
              <td data-label="Antigüedad">{ageText(application.date, asOf)}</td>
              <td data-label="Etapa">
                <StageBadge stage={stageOfRecord(application)} />
                {stale === null ? null : (
                  <span className="stale-note">
                    {/* Read apart from the stage; the sign is for the eye, the words say it. */}
                    <span className="visually-hidden">. </span>
                    <span aria-hidden="true">⚠ </span>
                    {staleText(stale)}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
