import type { ReactNode } from 'react';
import type { ApplicationId } from '../../../applications/domain/application-id';
import type { ApplicationRecord } from '../../../applications/domain/application-record';
import { ToolButton } from '../../../shared/ui/tool-button';
import { cooperative, fullAddress } from '../../../shared/content/cooperative';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { ApplicantFields } from './applicant-fields';
import { ArrivalSummary } from './arrival-summary';
import { HistoryList } from './history-list';
import { NoteForm } from './note-form';
import { StageActions } from './stage-actions';
import { RequirementsChecklist } from './requirements-checklist';
import { PreviousApplicationNote } from '../previous-application-note';
import { useApplication } from './use-application';
import { useMarkOpened } from './use-mark-opened';
import { FailureNotice } from '../../../shared/ui/failure-notice';

const APPLICATION_FAILURE = 'No pudimos cargar la solicitud. Revisa tu conexión.';
const HISTORY_FAILURE = 'No pudimos cargar el historial. Revisa tu conexión.';

interface ApplicationDetailProps {
  id: ApplicationId;
  onBack: () => void;
  /** Under the requirements: what the page composes in (the talks' seat), unknown to the inbox. */
  extraSection?: (application: ApplicationRecord) => ReactNode;
}

export function ApplicationDetail({ id, onBack, extraSection }: ApplicationDetailProps) {
  const { application, history } = useApplication(id);
  const record = application.data ?? undefined;
  useMarkOpened(record);

  return (
    <article className="detail" aria-labelledby="detalle-titulo">
      {record ? (
        // On paper only (staff-kit.css): whose file this is. On screen the page's header says it.
        <header className="ficha-header">
          <p className="ficha-header__name">{cooperative.name}</p>
          <p>
            {fullAddress} · Tel. {cooperative.office.phone}
          </p>
          <p className="ficha-header__title">Ficha de solicitud de asociación</p>
        </header>
      ) : null}
      <button type="button" className="link-button detail__back" onClick={onBack}>
        <span aria-hidden="true">← </span>Volver a la lista
      </button>
      <h1 id="detalle-titulo" className="staff-title" tabIndex={-1} ref={focusOnMount}>
        Solicitud {id}
      </h1>
      {application.isPending ? <p role="status">Cargando la solicitud…</p> : null}
      <FailureNotice
        failure={
          application.isError
            ? (damagedDataMessage(application.error) ?? APPLICATION_FAILURE)
            : null
        }
      />
      <FailureNotice
        failure={
          application.isSuccess && record === undefined ? `No existe la solicitud ${id}.` : null
        }
      />
      {record ? (
        <>
          <p className="detail__name">
            {record.first_name} {record.last_name}
          </p>
          {record.previousApplication ? (
            <p>
              <PreviousApplicationNote id={record.previousApplication} />
            </p>
          ) : null}
          <ToolButton label="Imprimir ficha" onClick={() => window.print()} />
          <ArrivalSummary id={id} />
          <ApplicantFields application={record} />
          <RequirementsChecklist application={record} />
          {extraSection?.(record)}
          <StageActions application={record} />
          <section className="detail-section" aria-labelledby="historial-titulo">
            <h2 id="historial-titulo" className="detail-section__title">
              Historial
            </h2>
            {history.data ? (
              <HistoryList application={record} entries={history.data} />
            ) : (
              <p role="status">Cargando el historial…</p>
            )}
            <FailureNotice
              failure={
                history.isError ? (damagedDataMessage(history.error) ?? HISTORY_FAILURE) : null
              }
            />
            <NoteForm id={id} />
          </section>
        </>
      ) : null}
    </article>
  );
}
