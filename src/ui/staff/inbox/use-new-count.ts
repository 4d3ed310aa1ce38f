import { useLiveQuery } from '../shared/use-live-query';
import { useStaffUseCases } from '../staff-use-cases-context';

/** How many applications are Nueva, kept up to date. */
export function useNewCount() {
  const { watchNewCount } = useStaffUseCases();
  return useLiveQuery<number>(['inbox', 'new-count'], (listener) => watchNewCount.watch(listener));
}
