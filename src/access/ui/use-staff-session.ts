import type { StaffSession } from '../application/watch-staff-session';
import { useAccessUseCases } from './access-use-cases';
import { useLiveQuery } from '../../shared/ui/use-live-query';

export function useStaffSession() {
  const { watchSession } = useAccessUseCases();
  return useLiveQuery<StaffSession>(['staff', 'session'], (listener) =>
    watchSession.watch(listener),
  );
}
