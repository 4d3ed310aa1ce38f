import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureRequest } from '../../application/erase-application';
import type { RectificationRequest } from '../../application/rectify-application';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { PRIVACY_QUERY_KEY } from '../privacy-query-keys';

/** What the privacy screen found, and what search shows, is read again once a change is saved. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PRIVACY_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['inbox', 'search'] }),
    ]);
}

export function useRectifyApplication() {
  const { rectifyApplication } = usePrivacyUseCases();
  const member = useSignedInMember();
  const refresh = useRefreshAfterChange();
  return useMutation<void, Error, RectificationRequest>({
    mutationFn: (request) => rectifyApplication.execute(request, member),
    onSuccess: refresh,
  });
}

export function useEraseApplication() {
  const { eraseApplication } = usePrivacyUseCases();
  const member = useSignedInMember();
  const refresh = useRefreshAfterChange();
  return useMutation<void, Error, ErasureRequest>({
    mutationFn: (request) => eraseApplication.execute(request, member),
    onSuccess: refresh,
  });
}
