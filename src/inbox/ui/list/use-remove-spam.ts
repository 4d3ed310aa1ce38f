import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { auditKeys } from '../../../audit/ui/audit-queries';
import { useInboxUseCases } from '../inbox-use-cases';
import { inboxKeys } from '../inbox-queries';

/**
 * Removes the spam shown; the live lists drop it by themselves, search results and the count of
 * the audit log are read again.
 */
export function useRemoveSpam() {
  const { removeSpam } = useInboxUseCases();
  const member = useSignedInMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly ApplicationId[]) => removeSpam.execute(ids, member),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.laterPages() }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
