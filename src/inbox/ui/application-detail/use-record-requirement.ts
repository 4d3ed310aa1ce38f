import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { useRefreshingMutation } from '../../../shared/ui/use-refreshing-mutation';
import { useInboxUseCases } from '../inbox-use-cases';

/** Search results are read once; the detail follows by itself. */
const REFRESHED = [['inbox', 'search']] as const;

/** Ticks or unticks one requirement of the application as it was shown. */
export function useRecordRequirement() {
  const { recordRequirement } = useInboxUseCases();
  return useRefreshingMutation(recordRequirement, useSignedInMember(), REFRESHED);
}
