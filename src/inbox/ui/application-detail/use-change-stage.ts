import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StageChangeRequest } from '../../application/change-application-stage';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { useInboxUseCases } from '../inbox-use-cases';

/** Moves the application as it was shown; the live views then show where it is now. */
export function useChangeStage() {
  const { changeStage } = useInboxUseCases();
  const member = useSignedInMember();
  const queryClient = useQueryClient();
  return useMutation<void, Error, StageChangeRequest>({
    mutationFn: (request) => changeStage.execute(request, member),
    // Search results are read once; the lists and the detail follow by themselves.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inbox', 'search'] }),
  });
}
