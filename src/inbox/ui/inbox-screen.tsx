import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ApplicationId } from '../../submission/domain/application-id';
import type { ListFilter } from '../domain/application-inbox';
import type { ApplicationRecord } from '../domain/application-record';
import { countText } from '../domain/application-count';
import { ApplicationDetail } from './application-detail/application-detail';
import { useCsvExport } from './export/use-csv-export';
import { SearchForm } from './search/search-form';
import { SearchResults } from './search/search-results';
import { PAGE_TITLE, usePageTitle } from '../../shared/ui/use-page-title';
import { InboxList } from './list/inbox-list';
import { openButtonId } from './list/open-button-id';
import { StageFilterBar } from './list/stage-filter-bar';
import { useNewCount } from './list/use-new-count';

const LIST_HEADING_ID = 'solicitudes';

/**
 * The list (or search results) and one application's detail. The list stays mounted, hidden,
 * while the detail is open: the filter, the search typed and the pages loaded are all still
 * there on the way back, and focus returns to the application that was opened.
 */
export function InboxScreen({
  noMatchNotice,
  detailSection,
}: {
  /** Under a search that found nothing: what the page composes in (SearchResults). */
  noMatchNotice?: (text: string) => ReactNode;
  /** In an application's detail, under its requirements: what the page composes in. */
  detailSection?: (application: ApplicationRecord) => ReactNode;
}) {
  const [filter, setFilter] = useState<ListFilter>('nueva');
  const [searchText, setSearchText] = useState<string | null>(null);
  const [openId, setOpenId] = useState<ApplicationId | null>(null);
  const newCount = useNewCount();
  // Held here, not by the 'Exportar CSV' control the list and the search replace as they change.
  const csv = useCsvExport(
    searchText === null ? { kind: 'list', filter } : { kind: 'search', text: searchText },
  );
  usePageTitle(
    newCount.data === undefined
      ? PAGE_TITLE
      : `(${countText(newCount.data)}) Nuevas · ${PAGE_TITLE}`,
  );

  const backToList = () => {
    if (openId === null) return;
    flushSync(() => setOpenId(null));
    // The application may have left this list (it changed stage): then the list's heading.
    (
      document.getElementById(openButtonId(openId)) ?? document.getElementById(LIST_HEADING_ID)
    )?.focus();
  };

  return (
    <main className="container staff-main">
      <div hidden={openId !== null}>
        <h1 id={LIST_HEADING_ID} className="staff-title" tabIndex={-1}>
          Solicitudes
        </h1>
        <SearchForm
          onSearch={setSearchText}
          onClear={() => setSearchText(null)}
          searching={searchText !== null}
        />
        {searchText === null ? (
          <>
            <StageFilterBar value={filter} onChange={setFilter} newCount={newCount.data} />
            <InboxList filter={filter} onOpen={setOpenId} csv={csv} />
          </>
        ) : (
          <SearchResults
            text={searchText}
            onOpen={setOpenId}
            csv={csv}
            noMatchNotice={noMatchNotice}
          />
        )}
      </div>
      {openId !== null ? (
        <ApplicationDetail id={openId} onBack={backToList} extraSection={detailSection} />
      ) : null}
    </main>
  );
}
