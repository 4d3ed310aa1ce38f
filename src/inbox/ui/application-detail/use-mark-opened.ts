import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ListPage } from '../../application/list-reads';
import type { ApplicationId } from '../../../applications/domain/application-id';
import type { ApplicationRecord } from '../../../applications/domain/application-record';
import { isUnopened } from '../../../applications/domain/opened';
import { useInboxUseCases } from '../inbox-use-cases';
import { inboxKeys } from '../inbox-queries';

/**
 * Stamps the application opened once, as its detail first shows it unopened: the live list takes
 * its 'Sin abrir' mark off for every member. Asked once per application shown, never retried: a
 * failure leaves the mark for the next opening and changes nothing of what the detail shows.
 */
export function useMarkOpened(record: ApplicationRecord | undefined): void {
  const { markOpened } = useInboxUseCases();
  const queryClient = useQueryClient();
  const { mutate } = useMutation<void, Error, ApplicationRecord>({
    mutationFn: (application) => markOpened.execute(application),
    retry: false,
    onSuccess: (_, application) => {
      // A search read before the opening still shows the mark: read it again when next shown.
      void queryClient.invalidateQueries({ queryKey: inboxKeys.searches() });
      // The pages 'Cargar más' read once are not live: their row loses the mark here, no read.
      queryClient.setQueriesData<InfiniteData<ListPage>>(
        { queryKey: inboxKeys.laterPages() },
        (data) => (data === undefined ? data : withOpened(data, application.id, new Date())),
      );
    },
  });
  const asked = useRef<ApplicationId | null>(null);
  useEffect(() => {
    if (!record || !isUnopened(record) || asked.current === record.id) return;
    asked.current = record.id;
    mutate(record);
  }, [record, mutate]);
}

function withOpened(
  data: InfiniteData<ListPage>,
  id: ApplicationId,
  openedAt: Date,
): InfiniteData<ListPage> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      applications: page.applications.map((each) =>
        each.id === id ? { ...each, openedAt } : each,
      ),
    })),
  };
}
