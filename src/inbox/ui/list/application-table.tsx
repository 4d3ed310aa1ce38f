import type { MouseEvent } from 'react';
import type { ApplicationId } from '../../../applications/domain/application-id';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../../applications/domain/application-record';
import { formatDateTime } from '../../../shared/ui/format-date';
import { StageBadge } from '../stage-badge';
import { openButtonId } from './open-button-id';
import { PreviousApplicationNote } from '../previous-application-note';
import { ageText } from '../../domain/application-age';
import { staleDays, staleText } from '../../../applications/domain/progress';
import { isUnopened } from '../../../applications/domain/opened';
import { UnopenedMark } from './unopened-mark';
import { isPlainClick } from '../../../shared/ui/plain-click';

interface ApplicationTableProps {
  caption: string;
  applications: ApplicationRecord[];
  /** When the applications were read: their age and time without progress are counted to it. */
  asOf: Date;
  opener: ApplicationOpener;
}

/** How a row opens its application: a real link to its address, and a click that goes there. */
export interface ApplicationOpener {
  href: (id: ApplicationId) => string;
  open: (id: ApplicationId) => void;
}

/**
 * A click anywhere on a row opens its application, as its link does; but not a click on a
 * control of the row (it does its own thing), nor one that ends selecting text to copy it. The
 * link stays the row's one stop for the keyboard and its name for a screen reader.
 */
function openFromRow(event: MouseEvent<HTMLTableRowElement>, open: () => void) {
  if (!isPlainClick(event)) return;
  if (event.target instanceof Element && event.target.closest('a, button, input, label')) return;
  if (window.getSelection()?.isCollapsed === false) return;
  open();
}

/**
 * Applications as rows: number (a link to the detail; the whole row opens it too), name, phone,
 * date and how long ago, and stage. One nobody has opened yet says 'Sin abrir' beside its number
 * (opened.ts). An open one without progress in STALE_AFTER_DAYS says so in words under its stage
 * (what a screen reader reads in the cell), and its row is edged and tinted.
 */
export function ApplicationTable({ caption, applications, asOf, opener }: ApplicationTableProps) {
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
              className={
                stale === null ? 'inbox-table__row' : 'inbox-table__row inbox-table__row--stale'
              }
              onClick={(event) => openFromRow(event, () => opener.open(application.id))}
            >
              <td data-label="Solicitud">
                <a
                  id={openButtonId(application.id)}
                  className="inbox-table__open"
                  href={opener.href(application.id)}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    opener.open(application.id);
                  }}
                >
                  {application.id}
                </a>
                {isUnopened(application) ? <UnopenedMark /> : null}
              </td>
              <td data-label="Nombre">
                {/* One box for the name and its note: on a narrow screen's card they stack
                    beside the cell's label rather than squeeze the name beside the note. */}
                <div>
                  {application.first_name} {application.last_name}
                  {application.previousApplication ? (
                    <PreviousApplicationNote id={application.previousApplication} />
                  ) : null}
                </div>
              </td>
              <td data-label="Teléfono">
                {/* One number, never broken across lines. */}
                <span className="inbox-table__phone">{application.phone}</span>
              </td>
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
