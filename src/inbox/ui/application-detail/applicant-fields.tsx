import type { ReactNode } from 'react';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../../applications/domain/application-record';
import { formatDateTime } from '../../../shared/ui/format-date';
import { StageBadge } from '../stage-badge';
import { CLOSE_REASON_LABELS } from '../../../applications/domain/workflow/stage-labels';
import { mailtoHref, telHref, whatsappHref } from './contact-links';

interface Field {
  term: string;
  className?: string;
  value: (application: ApplicationRecord) => ReactNode;
}

function PhoneLinks({ phone }: { phone: string }) {
  const whatsapp = whatsappHref(phone);
  return (
    <>
      <a href={telHref(phone)}>{phone}</a>
      {whatsapp ? (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer">
          WhatsApp<span className="visually-hidden"> (se abre en otra pestaña)</span>
        </a>
      ) : null}
    </>
  );
}

const LINKS = 'detail-fields__links';

/** Where the application stands, then what the applicant typed, in the form's order. */
const FIELDS: readonly Field[] = [
  {
    term: 'Etapa',
    value: (a) => (
      <>
        <StageBadge stage={stageOfRecord(a)} />
        {a.closeReason ? ` Motivo: ${CLOSE_REASON_LABELS[a.closeReason]}.` : null}
      </>
    ),
  },
  {
    term: 'Recibida',
    value: (a) => <time dateTime={a.date.toISOString()}>{formatDateTime(a.date)}</time>,
  },
  { term: 'Nombres', value: (a) => a.first_name },
  { term: 'Apellidos', value: (a) => a.last_name },
  { term: 'Razón Social', value: (a) => a.company },
  { term: 'Teléfono', className: LINKS, value: (a) => <PhoneLinks phone={a.phone} /> },
  { term: 'DUI', value: (a) => a.dui },
  { term: 'NIT', value: (a) => a.nit || 'No lo indicó' },
  {
    term: 'Correo electrónico',
    className: LINKS,
    value: (a) => <a href={mailtoHref(a.email)}>{a.email}</a>,
  },
  { term: 'Dirección', value: (a) => a.address },
  { term: 'Comentarios', value: (a) => a.message || 'Sin comentarios' },
  {
    term: 'Términos y aviso de privacidad',
    value: (a) => (a.terms ? 'Aceptados' : 'No aceptados'),
  },
];

/** Everything the applicant sent, and where the application stands. */
export function ApplicantFields({ application }: { application: ApplicationRecord }) {
  return (
    <dl className="detail-fields">
      {FIELDS.map(({ term, className, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className={className}>{value(application)}</dd>
        </div>
      ))}
    </dl>
  );
}
