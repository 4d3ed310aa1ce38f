import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { numberSpaceKey } from '../privacy-query-keys';

/** The last reading, or null before the first measurement (react-query keeps no undefined). */
export function useNumberSpace() {
  const { readNumberSpace } = usePrivacyUseCases();
  const member = useSignedInMember();
  return useQuery({
    queryKey: numberSpaceKey,
    queryFn: async () => (await readNumberSpace.execute(member)) ?? null,
    retry: false,
  });
}
