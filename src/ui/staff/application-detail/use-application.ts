import type { ApplicationId } from '../../../domain/application-id';
import type { ApplicationRecord } from '../../../domain/staff/application-record';
import type { HistoryEntry } from '../../../domain/staff/history-entry';
import { useLiveQuery } from '../shared/use-live-query';
import { useStaffUseCases } from '../staff-use-cases-context';

/** One application as it is now, and its history: both follow another person's changes. */
export function useApplication(id: ApplicationId) {
  const { watchApplication, watchHistory } = useStaffUseCases();
  const application = useLiveQuery<ApplicationRecord | undefined>(['inbox', 'application', id], (listener) => watchApplication.watch(id, listener));
  const history = useLiveQuery<HistoryEntry[]>(['inbox', 'history', id], (listener) => watchHistory.watch(id, listener));
  return { application, history };
}
