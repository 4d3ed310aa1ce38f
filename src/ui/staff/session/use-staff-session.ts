import type { StaffSession } from '../../../application/staff/watch-staff-session';
import { useStaffUseCases } from '../staff-use-cases-context';
import { useLiveQuery } from '../shared/use-live-query';

export function useStaffSession() {
  const { watchSession } = useStaffUseCases();
  return useLiveQuery<StaffSession>(['staff', 'session'], (listener) => watchSession.watch(listener));
}
