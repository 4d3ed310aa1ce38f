import { useMutation } from '@tanstack/react-query';
import { useAccessUseCases } from '../access-use-cases';

export function usePasswordReset() {
  const { sendPasswordReset } = useAccessUseCases();
  return useMutation<void, Error, string>({
    mutationFn: (email) => sendPasswordReset.execute(email),
  });
}
