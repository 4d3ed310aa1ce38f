import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '../../domain/staff-member';
import { useAccessUseCases } from '../access-use-cases';

export interface Credentials {
  email: string;
  password: string;
}

/** Signing in; the session query, not this mutation, opens the inbox once the member is in. */
export function useSignIn() {
  const { signIn } = useAccessUseCases();
  return useMutation<StaffMember, Error, Credentials>({
    mutationFn: ({ email, password }) => signIn.execute(email, password),
  });
}
