import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '../../../domain/staff/staff-member';
import { useStaffUseCases } from '../staff-use-cases-context';

export interface Credentials {
  email: string;
  password: string;
}

/** Signing in; the session query, not this mutation, opens the inbox once the member is in. */
export function useSignIn() {
  const { signIn } = useStaffUseCases();
  return useMutation<StaffMember, Error, Credentials>({ mutationFn: ({ email, password }) => signIn.execute(email, password) });
}
