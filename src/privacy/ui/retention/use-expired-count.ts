import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { expiredCountKey } from '../privacy-query-keys';

/** Counted by storage without reading the applications. */
export function useExpiredCount() {
  const { purgeExpiredApplications } = usePrivacyUseCases();
  const member = useSignedInMember();
  return useQuery({
    queryKey: expiredCountKey,
    queryFn: () => purgeExpiredApplications.count(member),
    retry: false,
  });
}
