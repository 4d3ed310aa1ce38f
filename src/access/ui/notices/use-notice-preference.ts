import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticePreference } from '../../domain/notice-preference';
import { useAccessUseCases } from '../access-use-cases';
import { accessKeys, noticePreferenceQuery } from '../access-queries';
import { useSignedInMember } from '../signed-in-member-context';

/**
 * The signed-in member's choice of e-mail notices, and the way to change it. The query keeps
 * what storage holds; a change shows only once saved, so a failure leaves the last saved choice.
 */
export function useNoticePreference() {
  const useCases = useAccessUseCases();
  const member = useSignedInMember();
  const queryClient = useQueryClient();
  const saved = useQuery(noticePreferenceQuery(useCases, member));
  const choose = useMutation<void, Error, NoticePreference>({
    mutationFn: (preference) => useCases.chooseNoticePreference.execute(preference, member),
    onSuccess: (_, preference) =>
      queryClient.setQueryData(accessKeys.notices(member.uid), preference),
  });
  return { saved, choose };
}
