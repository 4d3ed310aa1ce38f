import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { ListFilter } from '../domain/list-filters';
import type { ApplicationRecord } from '../../applications/domain/application-record';
import { countText } from '../domain/application-count';
import { ApplicationDetail } from './application-detail/application-detail';
import { useCsvExport } from './export/use-csv-export';
import { SearchForm } from './search/search-form';
import { SearchResults } from './search/search-results';
import { PAGE_TITLE, usePageTitle } from '../../shared/ui/use-page-title';
import { SectionErrorBoundary } from '../../shared/ui/section-error-boundary';
import { StaffSection } from '../../shared/ui/staff-section';
import { InboxList } from './list/inbox-list';
import { openButtonId } from './list/open-button-id';
import { StageFilterBar } from './list/stage-filter-bar';
import { useNewCount } from './list/use-new-count';
import {
  DEFAULT_INBOX_VIEW,
  DEFAULT_LIST_FILTER,
  sameInboxView,
  type InboxNavigation,
  type InboxView,
} from './inbox-view';
import type { ApplicationOpener } from './list/application-table';

const LIST_HEADING_ID = 'solicitudes';

const SEARCH_NOT_KEPT =
  'La búsqueda no se guarda en la dirección de la página porque puede llevar datos personales. Escríbela de nuevo.';

type InboxScreenProps = {
  view: InboxView;
  navigation: InboxNavigation;
  /** Above the list: why it shows instead of the address asked for. */
  notice?: string | null;
  /** Under a search that found nothing: what the page composes in (SearchResults). */
  noMatchNotice?: (text: string) => ReactNode;
  /** In an application's detail, under its requirements: what the page composes in. */
  detailSection?: (application: ApplicationRecord) => ReactNode;
};

/**
 * The inbox in a place of its own: a failure to render it leaves the page's other sections
 * working, and each view it is sent to (Back, the way back to the list) is tried afresh.
 */
export function InboxScreen(props: InboxScreenProps) {
  const { view, navigation } = props;
  return (
    <StaffSection
      view={navigation.href(view)}
      wayBack={{ label: 'Volver a la lista', go: () => navigation.go(DEFAULT_INBOX_VIEW) }}
    >
      <InboxContents {...props} />
    </StaffSection>
  );
}

/**
 * The list (or search results) and one application's detail, each view at its own address (the
 * page's `navigation`). The list stays mounted, hidden, while the detail is open: the filter, the
 * search typed and the pages loaded are all still there on the way back (Back, or 'Volver a la
 * lista'), and focus returns to the application that was opened.
 */
function InboxContents({
  view,
  navigation,
  notice,
  noMatchNotice,
  detailSection,
}: InboxScreenProps) {
  // Behind an application, the list or search it was opened from (the first list when the
  // application was the first thing shown); 'Ver la lista' goes back to the last filter.
  const [behind, setBehind] = useState<InboxView>(
    view.kind === 'application' ? DEFAULT_INBOX_VIEW : view,
  );
  const [filter, setFilter] = useState<ListFilter>(
    view.kind === 'list' ? view.filter : DEFAULT_LIST_FILTER,
  );
  if (view.kind !== 'application' && !sameInboxView(view, behind)) setBehind(view);
  if (view.kind === 'list' && view.filter !== filter) setFilter(view.filter);
  const openId = view.kind === 'application' ? view.id : null;
  const searchText = behind.kind === 'search' ? behind.text : null;

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

  // Leaving an application, by 'Volver a la lista' or the browser's Back: focus on its row's
  // link, or on the list's heading when it has left the list (it changed stage).
  const shownId = useRef<ApplicationId | null>(openId);
  useLayoutEffect(() => {
    const left = shownId.current;
    shownId.current = openId;
    if (openId !== null || left === null) return;
    (
      document.getElementById(openButtonId(left)) ?? document.getElementById(LIST_HEADING_ID)
    )?.focus();
  }, [openId]);

  const opener: ApplicationOpener = {
    href: (id) => navigation.href({ kind: 'application', id }),
    open: (id) => navigation.go({ kind: 'application', id }),
  };

  return (
    <>
      <div hidden={openId !== null}>
        <h1 id={LIST_HEADING_ID} className="staff-title" tabIndex={-1}>
          Solicitudes
        </h1>
        {notice ? (
          <p role="status" className="notice">
            {notice}
          </p>
        ) : null}
        <SearchForm
          text={searchText ?? ''}
          onSearch={(text) => navigation.go({ kind: 'search', text })}
          onClear={() => navigation.go({ kind: 'list', filter })}
          searching={behind.kind === 'search'}
        />
        {behind.kind === 'list' ? (
          <>
            <StageFilterBar
              value={filter}
              onChange={(chosen) => navigation.go({ kind: 'list', filter: chosen })}
              newCount={newCount.data}
            />
            <InboxList filter={filter} opener={opener} csv={csv} />
          </>
        ) : searchText === null ? (
          <p className="inbox-message">{SEARCH_NOT_KEPT}</p>
        ) : (
          <SearchResults
            text={searchText}
            opener={opener}
            csv={csv}
            noMatchNotice={noMatchNotice}
          />
        )}
      </div>
      {openId !== null ? (
        // One detail per application: Forward to another one focuses its heading too, and one
        // that failed to render is left behind.
        <SectionErrorBoundary
          key={openId}
          wayBack={{ label: 'Volver a la lista', go: () => navigation.back(behind) }}
        >
          <ApplicationDetail
            id={openId}
            onBack={() => navigation.back(behind)}
            extraSection={detailSection}
          />
        </SectionErrorBoundary>
      ) : null}
    </>
  );
}
