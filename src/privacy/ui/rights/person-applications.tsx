import type { ApplicationId } from '../../../applications/domain/application-id';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../../applications/domain/application-record';
import { formatDateTime } from '../../../shared/ui/format-date';
import { StageBadge } from '../../../inbox/ui/stage-badge';
import { ErasureForm } from './erasure-form';
import { PersonalDataDownloads } from './personal-data-downloads';
import { RectificationForm } from './rectification-form';

const found = (count: number) =>
  count === 1 ? 'Se encontró 1 solicitud.' : `Se encontraron ${count} solicitudes.`;

/**
 * Everything found for the person: their data to hand over, and each application to correct or
 * erase.
 */
export function PersonApplications({
  applications,
  onErased,
}: {
  applications: ApplicationRecord[];
  onErased: (id: ApplicationId) => void;
}) {
  if (applications.length === 0)
    return (
      <p role="status" className="inbox-message">
        No hay solicitudes con ese DUI o número.
      </p>
    );
  return (
    <div className="person">
      <p role="status">{found(applications.length)}</p>
      <PersonalDataDownloads applications={applications} />
      <ul className="person__applications">
        {applications.map((application) => (
          <li key={application.id} className="person__application">
            <h3 className="person__title">
              {application.id} · {application.first_name} {application.last_name}
            </h3>
            <p className="history__meta">
              Enviada el{' '}
              <time dateTime={application.date.toISOString()}>
                {formatDateTime(application.date)}
              </time>{' '}
              · <StageBadge stage={stageOfRecord(application)} />
            </p>
            <RectificationForm application={application} />
            <ErasureForm id={application.id} onErased={onErased} />
          </li>
        ))}
      </ul>
    </div>
  );
}
