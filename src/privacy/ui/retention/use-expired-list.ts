import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { expiredListQuery } from '../privacy-queries';

/** The applications the purge would erase, read when an admin is about to confirm it. */
export function useExpiredList(enabled: boolean) {
  return useQuery(expiredListQuery(usePrivacyUseCases(), useSignedInMember(), enabled));
}
