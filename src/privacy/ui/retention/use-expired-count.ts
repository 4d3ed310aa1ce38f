import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { expiredCountQuery } from '../privacy-queries';

/** Counted by storage without reading the applications. */
export function useExpiredCount() {
  return useQuery(expiredCountQuery(usePrivacyUseCases(), useSignedInMember()));
}
