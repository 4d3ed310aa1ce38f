import { useInfiniteQuery } from '@tanstack/react-query';
import type { InboxPage, PageCursor, StageFilter } from '../../domain/application-inbox';
import type { ApplicationRecord } from '../../domain/application-record';
import { useLiveQuery } from '../../../shared/ui/use-live-query';
import { useInboxUseCases } from '../inbox-use-cases';

const NOTHING_MORE: InboxPage = { applications: [], next: null, unreadable: [] };

/**
 * A list of one stage, newest first: the first page live, later pages read once on request.
 * Later pages hang off the first page's end; when a new arrival moves that end, they start over
 * from the new end rather than leave a gap.
 */
export function useInboxList(filter: StageFilter) {
  const { watchInboxPage, loadNextPage } = useInboxUseCases();
  const first = useLiveQuery<InboxPage>(['inbox', 'list', filter], (listener) =>
    watchInboxPage.watch(filter, listener),
  );
  const end = first.data?.next ?? null;
  const more = useInfiniteQuery({
    queryKey: ['inbox', 'more', filter, end?.id ?? null, end?.date.getTime() ?? null],
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
  return { first, more, applications, unreadable, hasMore, loadMore };
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
