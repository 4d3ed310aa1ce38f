import type { StaffSession } from '../application/watch-staff-session';
import { useAccessUseCases } from './access-use-cases';
import { accessKeys } from './access-queries';
import { useLiveQuery } from '../../shared/ui/use-live-query';

export function useStaffSession() {
  const { watchSession } = useAccessUseCases();
  return useLiveQuery<StaffSession>(accessKeys.session(), (listener) =>
    watchSession.watch(listener),
  );
}
