import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { numberSpaceQuery } from '../privacy-queries';

/** The last reading, or null before the first measurement (react-query keeps no undefined). */
export function useNumberSpace() {
  return useQuery(numberSpaceQuery(usePrivacyUseCases(), useSignedInMember()));
}
