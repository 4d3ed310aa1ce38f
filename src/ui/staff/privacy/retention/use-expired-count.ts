import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../session/signed-in-member-context';
import { useStaffUseCases } from '../../staff-use-cases-context';
import { expiredCountKey } from '../privacy-query-keys';

/** Counted by storage without reading the applications. */
export function useExpiredCount() {
  const { purgeExpiredApplications } = useStaffUseCases();
  const member = useSignedInMember();
  return useQuery({ queryKey: expiredCountKey, queryFn: () => purgeExpiredApplications.count(member), retry: false });
}
