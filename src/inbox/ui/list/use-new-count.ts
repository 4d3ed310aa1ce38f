import { useLiveQuery } from '../../../shared/ui/use-live-query';
import { useInboxUseCases } from '../inbox-use-cases';
import { inboxKeys } from '../inbox-queries';

/** How many applications are Nueva (up to COUNT_LIMIT: show it with countText), kept up to date. */
export function useNewCount() {
  const { watchNewCount } = useInboxUseCases();
  return useLiveQuery<number>(inboxKeys.newCount(), (listener) => watchNewCount.watch(listener));
}
