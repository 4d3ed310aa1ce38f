import { useState } from 'react';
import { BusyButton } from '../../../shared/ui/busy-button';
import type { ListFilter } from '../../domain/list-filters';
import { ExportCsv } from '../export/export-csv';
import type { CsvExportControl } from '../export/use-csv-export';
import { FILTER_EXPLANATIONS, FILTER_LABELS, STALE_EXPLANATION } from '../stage-labels';
import { ApplicationTable, type ApplicationOpener } from './application-table';
import { unreadableNotice } from './unreadable-notice';
import { useInboxList } from './use-inbox-list';
import { FailureNotice } from '../../../shared/ui/failure-notice';
import { SpamRemoval } from './spam-removal';
import { staleDays } from '../../../applications/domain/progress';
import { useWideScreen } from '../../../shared/ui/use-wide-screen';

interface InboxListProps {
  filter: ListFilter;
  opener: ApplicationOpener;
  csv: CsvExportControl;
}

export function InboxList({ filter, opener, csv }: InboxListProps) {
  const { first, more, applications, unreadable, hasMore, loadMore, asOf } = useInboxList(filter);
  const explanation = FILTER_EXPLANATIONS[filter];
  const damaged = unreadableNotice(unreadable);
  const listed = applications.length > 0;
  // While another stage's list loads, 'Exportar CSV' stays where it was rather than go and come
  // back: a click aimed at it as the stage changed lands, and exports the stage now chosen.
  const [offered, setOffered] = useState(listed);
  if (!first.isPending && offered !== listed) setOffered(listed);
  const exportCsv = <ExportCsv csv={csv} offered={first.isPending ? offered : listed} />;
  // On a computer, above the list as ever; on a phone after it, where the list starts on the
  // first screen and the warning is still read before the button.
  const wide = useWideScreen();

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
      {explanation ? <p className="inbox-message filter-explanation">{explanation}</p> : null}
      <FailureNotice failure={damaged} />
      {wide ? exportCsv : null}
      {filter === 'spam' ? <SpamRemoval shown={applications} /> : null}
      {first.isPending ? (
        <p role="status" className="inbox-message">
          Cargando solicitudes…
        </p>
      ) : null}
      {!first.isPending && !listed && !first.isError ? (
        <p className="inbox-message">
          No hay solicitudes {filter === 'todas' ? 'todavía' : `en «${FILTER_LABELS[filter]}»`}.
        </p>
      ) : null}
      {listed && asOf ? (
        <>
          <ApplicationTable
            caption={`Solicitudes: ${FILTER_LABELS[filter]}, ${filter === 'esperando' ? 'primero las que más esperan' : 'de la más reciente a la más antigua'}`}
            applications={applications}
            asOf={asOf}
            opener={opener}
          />
          {applications.some((application) => staleDays(application, asOf) !== null) ? (
            <p className="inbox-message">{STALE_EXPLANATION}</p>
          ) : null}
        </>
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
      {wide ? null : exportCsv}
    </>
  );
}
