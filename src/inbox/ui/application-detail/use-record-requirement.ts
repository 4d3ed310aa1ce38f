import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { useRefreshingMutation } from '../../../shared/ui/use-refreshing-mutation';
import { useInboxUseCases } from '../inbox-use-cases';
import { inboxKeys } from '../inbox-queries';

/** Search results are read once; the detail follows by itself. */
const REFRESHED = [inboxKeys.searches()];

/** Ticks or unticks one requirement of the application as it was shown. */
export function useRecordRequirement() {
  const { recordRequirement } = useInboxUseCases();
  return useRefreshingMutation(recordRequirement, useSignedInMember(), REFRESHED);
}
