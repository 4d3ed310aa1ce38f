import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { personLookupKey } from '../privacy-query-keys';

/**
 * One person's applications (by DUI) or one application (by SOL): null until something is searched.
 */
export function usePersonLookup(text: string | null) {
  const { findPersonApplications } = usePrivacyUseCases();
  const member = useSignedInMember();
  return useQuery({
    queryKey: personLookupKey(text ?? ''),
    queryFn: () => findPersonApplications.execute(text ?? '', member),
    enabled: text !== null,
    retry: false,
  });
}
