import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { privacyKeys } from '../privacy-queries';
import type { PurgeOutcome } from '../../application/purge-expired-applications';

/** The purge, and how many it has erased so far (a long one shows its progress). */
export function usePurge() {
  const { purgeExpiredApplications } = usePrivacyUseCases();
  const member = useSignedInMember();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const purge = useMutation<PurgeOutcome, Error, void>({
    mutationFn: async () => {
      setProgress(0);
      return purgeExpiredApplications.execute(member, setProgress);
    },
    // Counted again, whether it finished or stopped half-way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
  return { purge, progress };
}
