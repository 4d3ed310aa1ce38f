import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../session/signed-in-member-context';
import { useStaffUseCases } from '../../staff-use-cases-context';
import { personLookupKey } from '../privacy-query-keys';

/** One person's applications (by DUI) or one application (by SOL): null until something is searched. */
export function usePersonLookup(text: string | null) {
  const { findPersonApplications } = useStaffUseCases();
  const member = useSignedInMember();
  return useQuery({
    queryKey: personLookupKey(text ?? ''),
    queryFn: () => findPersonApplications.execute(text ?? '', member),
    enabled: text !== null,
    retry: false,
  });
}
