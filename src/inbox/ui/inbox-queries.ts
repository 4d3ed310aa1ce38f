import { queryOptions } from '@tanstack/react-query';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { PageCursor } from '../../applications/domain/application-inbox';
import type { ListFilter } from '../domain/list-filters';
import type { InboxUseCases } from '../inbox-module';

/**
 * The inbox's queries, all under 'inbox': what the inbox reads of applications. Other modules
 * refresh them through these keys (privacy after a rectification, say), never by a literal.
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  /** A stage's live first page. */
  list: (filter: ListFilter) => [...inboxKeys.all, 'list', filter] as const,
  /** Every page 'Cargar más' read once, of every list. */
  laterPages: () => [...inboxKeys.all, 'more'] as const,
  /** The pages read after a list's first page, hanging off that page's end. */
  laterPagesAfter: (filter: ListFilter, end: PageCursor | null) =>
    [...inboxKeys.laterPages(), filter, end?.id ?? null, end?.date.getTime() ?? null] as const,
  newCount: () => [...inboxKeys.all, 'new-count'] as const,
  /** Every search's results: read once, so refreshed after a change. */
  searches: () => [...inboxKeys.all, 'search'] as const,
  search: (text: string) => [...inboxKeys.searches(), text] as const,
  application: (id: ApplicationId) => [...inboxKeys.all, 'application', id] as const,
  history: (id: ApplicationId) => [...inboxKeys.all, 'history', id] as const,
  arrival: (id: ApplicationId) => [...inboxKeys.all, 'arrival', id] as const,
};

export const searchQuery = ({ searchApplications }: InboxUseCases, text: string) =>
  queryOptions({
    queryKey: inboxKeys.search(text),
    queryFn: () => searchApplications.execute(text),
  });

export const arrivalQuery = ({ readArrival }: InboxUseCases, id: ApplicationId) =>
  queryOptions({ queryKey: inboxKeys.arrival(id), queryFn: () => readArrival.execute(id) });
