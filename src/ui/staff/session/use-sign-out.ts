import { useMutation } from '@tanstack/react-query';
import { useStaffUseCases } from '../staff-use-cases-context';

/** Who ended the session: the person, or the idle timer. The sign-in page says which. */
export type SignOutReason = 'by-user' | 'idle';

export function useSignOut() {
  const { signOut } = useStaffUseCases();
  return useMutation<void, Error, SignOutReason>({ mutationFn: () => signOut.execute() });
}
