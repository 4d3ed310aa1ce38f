import { createRequiredContext } from '../../shared/ui/required-context';
import type { StaffMember } from '../domain/staff-member';

/** The allowlisted member the inbox is shown to; changes are recorded in their name. */
export const { Context: SignedInMemberContext, useValue: useSignedInMember } =
  createRequiredContext<StaffMember>(
    'useSignedInMember is only for what the signed-in shell renders.',
  );
