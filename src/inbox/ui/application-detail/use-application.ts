import type { ApplicationId } from '../../../submission/domain/application-id';
import type { ApplicationRecord } from '../../domain/application-record';
import type { HistoryEntry } from '../../domain/history-entry';
import { useLiveQuery } from '../../../shared/ui/use-live-query';
import { useInboxUseCases } from '../inbox-use-cases';

/** One application as it is now, and its history: both follow another person's changes. */
export function useApplication(id: ApplicationId) {
  const { watchApplication, watchHistory } = useInboxUseCases();
  const application = useLiveQuery<ApplicationRecord | undefined>(
    ['inbox', 'application', id],
    (listener) => watchApplication.watch(id, listener),
  );
  const history = useLiveQuery<HistoryEntry[]>(['inbox', 'history', id], (listener) =>
    watchHistory.watch(id, listener),
  );
  return { application, history };
}
