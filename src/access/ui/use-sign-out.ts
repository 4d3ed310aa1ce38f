import { useMutation } from '@tanstack/react-query';
import { useAccessUseCases } from './access-use-cases';

/** Who ended the session: the person, or the idle timer. The sign-in page says which. */
export type SignOutReason = 'by-user' | 'idle';

export function useSignOut() {
  const { signOut } = useAccessUseCases();
  return useMutation<void, Error, SignOutReason>({ mutationFn: () => signOut.execute() });
}
