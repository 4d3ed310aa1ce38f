import { useMutation } from '@tanstack/react-query';
import { useStaffUseCases } from '../staff-use-cases-context';

export function usePasswordReset() {
  const { sendPasswordReset } = useStaffUseCases();
  return useMutation<void, Error, string>({ mutationFn: (email) => sendPasswordReset.execute(email) });
}
