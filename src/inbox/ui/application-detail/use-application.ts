import type { ApplicationId } from '../../../applications/domain/application-id';
import type { ApplicationRecord } from '../../../applications/domain/application-record';
import type { HistoryEntry } from '../../../applications/domain/history-entry';
import { useLiveQuery } from '../../../shared/ui/use-live-query';
import { useInboxUseCases } from '../inbox-use-cases';
import { inboxKeys } from '../inbox-queries';

/** One application as it is now, and its history: both follow another person's changes. */
export function useApplication(id: ApplicationId) {
  const { watchApplication, watchHistory } = useInboxUseCases();
  // None with that id (a mistyped or shared link, an erased application) is null: react-query
  // takes an undefined value for a failure.
  const application = useLiveQuery<ApplicationRecord | null>(
    inboxKeys.application(id),
    (listener) =>
      watchApplication.watch(id, {
        next: (record) => listener.next(record ?? null),
        error: (error) => listener.error(error),
      }),
  );
  const history = useLiveQuery<HistoryEntry[]>(inboxKeys.history(id), (listener) =>
    watchHistory.watch(id, listener),
  );
  return { application, history };
}
