import { stageOfRecord, type ApplicationRecord } from '../../domain/application-record';
import { formatDateTime } from '../../../shared/ui/format-date';
import { StageBadge } from '../stage-badge';
import { CLOSE_REASON_LABELS } from '../../domain/workflow/stage-labels';
import { mailtoHref, telHref, whatsappHref } from './contact-links';

/** Everything the applicant sent, and where the application stands. */
export function ApplicantFields({ application }: { application: ApplicationRecord }) {
  const whatsapp = whatsappHref(application.phone);
  return (
    <dl className="detail-fields">
      <div>
        <dt>Etapa</dt>
        <dd>
          <StageBadge stage={stageOfRecord(application)} />
          {application.closeReason
            ? ` Motivo: ${CLOSE_REASON_LABELS[application.closeReason]}.`
            : null}
        </dd>
      </div>
      <div>
        <dt>Recibida</dt>
        <dd>
          <time dateTime={application.date.toISOString()}>{formatDateTime(application.date)}</time>
        </dd>
      </div>
      <div>
        <dt>Nombres</dt>
        <dd>{application.first_name}</dd>
      </div>
      <div>
        <dt>Apellidos</dt>
        <dd>{application.last_name}</dd>
      </div>
      <div>
        <dt>Razón Social</dt>
        <dd>{application.company}</dd>
      </div>
      <div>
        <dt>Teléfono</dt>
        <dd className="detail-fields__links">
          <a href={telHref(application.phone)}>{application.phone}</a>
          {whatsapp ? (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp<span className="visually-hidden"> (se abre en otra pestaña)</span>
            </a>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>DUI</dt>
        <dd>{application.dui}</dd>
      </div>
      <div>
        <dt>NIT</dt>
        <dd>{application.nit || 'No lo indicó'}</dd>
      </div>
      <div>
        <dt>Correo electrónico</dt>
        <dd className="detail-fields__links">
          <a href={mailtoHref(application.email)}>{application.email}</a>
        </dd>
      </div>
      <div>
        <dt>Dirección</dt>
        <dd>{application.address}</dd>
      </div>
      <div>
        <dt>Comentarios</dt>
        <dd>{application.message || 'Sin comentarios'}</dd>
      </div>
      <div>
        <dt>Términos y aviso de privacidad</dt>
        <dd>{application.terms ? 'Aceptados' : 'No aceptados'}</dd>
      </div>
    </dl>
  );
}
