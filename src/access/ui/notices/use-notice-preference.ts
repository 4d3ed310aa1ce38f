import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticePreference } from '../../domain/notice-preference';
import { useAccessUseCases } from '../access-use-cases';
import { useSignedInMember } from '../signed-in-member-context';

/**
 * The signed-in member's choice of e-mail notices, and the way to change it. The query keeps
 * what storage holds; a change shows only once saved, so a failure leaves the last saved choice.
 */
export function useNoticePreference() {
  const { readNoticePreference, chooseNoticePreference } = useAccessUseCases();
  const member = useSignedInMember();
  const queryClient = useQueryClient();
  const queryKey = ['staff', 'notices', member.uid];
  const saved = useQuery<NoticePreference, Error>({
    queryKey,
    queryFn: () => readNoticePreference.execute(member),
  });
  const choose = useMutation<void, Error, NoticePreference>({
    mutationFn: (preference) => chooseNoticePreference.execute(preference, member),
    onSuccess: (_, preference) => queryClient.setQueryData(queryKey, preference),
  });
  return { saved, choose };
}
