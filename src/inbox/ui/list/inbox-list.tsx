import { BusyButton } from '../../../shared/ui/busy-button';
import type { ApplicationId } from '../../../submission/domain/application-id';
import type { StageFilter } from '../../domain/application-inbox';
import { ExportCsv } from '../export/export-csv';
import { FILTER_LABELS } from '../stage-labels';
import { ApplicationTable } from './application-table';
import { unreadableNotice } from './unreadable-notice';
import { useInboxList } from './use-inbox-list';
import { FailureNotice } from '../../../shared/ui/failure-notice';

interface InboxListProps {
  filter: StageFilter;
  onOpen: (id: ApplicationId) => void;
}

export function InboxList({ filter, onOpen }: InboxListProps) {
  const { first, more, applications, unreadable, hasMore, loadMore } = useInboxList(filter);
  const damaged = unreadableNotice(unreadable);

  if (first.isPending)
    return (
      <p role="status" className="inbox-message">
        Cargando solicitudes…
      </p>
    );
  return (
    <>
      {first.isError ? (
        <div role="alert" className="notice notice--error">
          <p>
            No pudimos cargar las solicitudes{first.data ? ' más recientes' : ''}. Revisa tu
            conexión.
          </p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void first.refetch()}
          >
            Intentar de nuevo
          </button>
        </div>
      ) : null}
      <FailureNotice failure={damaged} />
      {applications.length === 0 && !first.isError ? (
        <p className="inbox-message">
          No hay solicitudes {filter === 'todas' ? 'todavía' : `en «${FILTER_LABELS[filter]}»`}.
        </p>
      ) : null}
      {applications.length > 0 ? <ExportCsv key={filter} view={{ kind: 'list', filter }} /> : null}
      {applications.length > 0 ? (
        <ApplicationTable
          caption={`Solicitudes: ${FILTER_LABELS[filter]}, de la más reciente a la más antigua`}
          applications={applications}
          onOpen={onOpen}
        />
      ) : null}
      {hasMore ? (
        <BusyButton
          className="button button--secondary inbox-more"
          busy={more.isFetching}
          label="Cargar más"
          busyLabel="Cargando…"
          onClick={loadMore}
        />
      ) : null}
      {more.isError ? (
        <p role="alert" className="field__error">
          No pudimos cargar más solicitudes. Intenta de nuevo.
        </p>
      ) : null}
    </>
  );
}
