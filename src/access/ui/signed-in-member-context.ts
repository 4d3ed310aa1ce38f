import { createContext, useContext } from 'react';
import type { StaffMember } from '../domain/staff-member';

/** The allowlisted member the inbox is shown to; changes are recorded in their name. */
export const SignedInMemberContext = createContext<StaffMember | null>(null);

export function useSignedInMember(): StaffMember {
  const member = useContext(SignedInMemberContext);
  if (member === null)
    throw new Error('useSignedInMember is only for what the signed-in shell renders.');
  return member;
}
