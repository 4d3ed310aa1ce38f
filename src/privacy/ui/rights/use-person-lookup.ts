import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { personLookupQuery } from '../privacy-queries';

/**
 * One person's applications (by DUI) or one application (by SOL): null until something is searched.
 */
export function usePersonLookup(text: string | null) {
  return useQuery(personLookupQuery(usePrivacyUseCases(), useSignedInMember(), text));
}
