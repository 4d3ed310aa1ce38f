import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StageChangeRequest } from '../../../application/staff/change-application-stage';
import { useSignedInMember } from '../session/signed-in-member-context';
import { useStaffUseCases } from '../staff-use-cases-context';

/** Moves the application as it was shown; the live views then show where it is now. */
export function useChangeStage() {
  const { changeStage } = useStaffUseCases();
  const member = useSignedInMember();
  const queryClient = useQueryClient();
  return useMutation<void, Error, StageChangeRequest>({
    mutationFn: (request) => changeStage.execute(request, member),
    // Search results are read once; the lists and the detail follow by themselves.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inbox', 'search'] }),
  });
}
