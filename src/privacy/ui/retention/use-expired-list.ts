import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { expiredListKey } from '../privacy-query-keys';

/** The applications the purge would erase, read when an admin is about to confirm it. */
export function useExpiredList(enabled: boolean) {
  const { purgeExpiredApplications } = usePrivacyUseCases();
  const member = useSignedInMember();
  return useQuery({
    queryKey: expiredListKey,
    queryFn: () => purgeExpiredApplications.listExpired(member),
    enabled,
    retry: false,
  });
}
