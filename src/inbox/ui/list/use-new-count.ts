import { useLiveQuery } from '../../../shared/ui/use-live-query';
import { useInboxUseCases } from '../inbox-use-cases';

/** How many applications are Nueva (up to COUNT_LIMIT: show it with countText), kept up to date. */
export function useNewCount() {
  const { watchNewCount } = useInboxUseCases();
  return useLiveQuery<number>(['inbox', 'new-count'], (listener) => watchNewCount.watch(listener));
}
