import { useInfiniteQuery } from '@tanstack/react-query';
import type { PageCursor } from '../../../applications/domain/application-inbox';
import type { ListFilter } from '../../domain/list-filters';
import type { ListPage } from '../../application/list-reads';
import type { ApplicationRecord } from '../../../applications/domain/application-record';
import { useLiveQuery } from '../../../shared/ui/use-live-query';
import { useInboxUseCases } from '../inbox-use-cases';
import { inboxKeys } from '../inbox-queries';

// Never shown: rows are measured against the live first page's moment.
const NOTHING_MORE: ListPage = { applications: [], next: null, unreadable: [], asOf: new Date(0) };

/**
 * A list of one stage (newest first) or of those waiting on the applicant (longest waiting
 * first): the first page live, later pages read once on request. Later pages hang off the first
 * page's end; when a new arrival moves that end, they start over from the new end rather than
 * leave a gap.
 */
export function useInboxList(filter: ListFilter) {
  const { watchInboxPage, loadNextPage } = useInboxUseCases();
  const first = useLiveQuery<ListPage>(inboxKeys.list(filter), (listener) =>
    watchInboxPage.watch(filter, listener),
  );
  const end = first.data?.next ?? null;
  const more = useInfiniteQuery({
    queryKey: inboxKeys.laterPagesAfter(filter, end),
    queryFn: ({ pageParam }) =>
      pageParam ? loadNextPage.execute(filter, pageParam) : Promise.resolve(NOTHING_MORE),
    initialPageParam: end as PageCursor | null,
    getNextPageParam: (page) => page.next,
    // Only when asked: 'Cargar más' fetches the first later page, then each next one.
    enabled: false,
  });

  const pages = [...(first.data ? [first.data] : []), ...(more.data?.pages ?? [])];
  const applications = withoutRepeats(pages.flatMap((page) => page.applications));
  const unreadable = pages.flatMap((page) => page.unreadable);
  const hasMore = more.data ? more.hasNextPage : end !== null;
  const loadMore = () => void more.fetchNextPage();
  // Every row is measured against the live page's moment: one list, one "now".
  const asOf = first.data?.asOf ?? null;
  return { first, more, applications, unreadable, hasMore, loadMore, asOf };
}

/** While the live first page moves, an application may for a moment be on two pages. */
function withoutRepeats(applications: ApplicationRecord[]): ApplicationRecord[] {
  const seen = new Set<string>();
  return applications.filter(({ id }) => {
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
