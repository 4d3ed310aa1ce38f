import { useState } from 'react';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { ERASURE_REASON_LABELS } from '../../domain/erasure';
import { UnrecognisedSearchError } from '../../../inbox/domain/inbox-errors';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { formatDateTime } from '../../../shared/ui/format-date';
import { LOOKUP_FAILURE } from '../privacy-messages';
import { PersonApplications } from './person-applications';
import { PersonSearchForm } from './person-search-form';
import { usePersonLookup } from './use-person-lookup';
import { FailureNotice } from '../../../shared/ui/failure-notice';

/** Access, portability, rectification and deletion, served for one person at a time. */
export function RightsRequests() {
  const [text, setText] = useState<string | null>(null);
  const [erased, setErased] = useState<ApplicationId | null>(null);
  const lookup = usePersonLookup(text);
  const erasure = lookup.data?.erasure;

  return (
    <section className="detail-section" aria-labelledby="derechos-titulo">
      <h2 id="derechos-titulo" className="detail-section__title">
        Solicitudes de derechos
      </h2>
      <p>
        Ver, entregar, corregir o borrar los datos de una persona que lo pidió. Verifica su
        identidad con el DUI antes de atender la petición.
      </p>
      <PersonSearchForm
        onSearch={(typed) => {
          setErased(null);
          setText(typed);
        }}
      />
      <p role="status" className="detail-outcome">
        {erased
          ? `Se borró ${erased}: no queda ningún dato personal, solo la constancia del borrado.`
          : null}
      </p>
      {lookup.isFetching ? <p role="status">Buscando…</p> : null}
      <FailureNotice
        failure={
          lookup.isError
            ? lookup.error instanceof UnrecognisedSearchError
              ? 'Escribe un DUI (00000000-0) o un número de solicitud (SOL4821).'
              : (damagedDataMessage(lookup.error) ?? LOOKUP_FAILURE)
            : null
        }
      />
      {erasure ? (
        <p className="notice" role="status">
          La solicitud {erasure.id} fue borrada el {formatDateTime(erasure.erasedAt)} por{' '}
          {erasure.erasedBy.email}. Motivo: {ERASURE_REASON_LABELS[erasure.reason]}. No queda ningún
          dato personal.
        </p>
      ) : null}
      {lookup.data && !erasure ? (
        <PersonApplications applications={lookup.data.applications} onErased={setErased} />
      ) : null}
    </section>
  );
}
