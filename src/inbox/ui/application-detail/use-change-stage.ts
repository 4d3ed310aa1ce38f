import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { useRefreshingMutation } from '../../../shared/ui/use-refreshing-mutation';
import { useInboxUseCases } from '../inbox-use-cases';
import { inboxKeys } from '../inbox-queries';

/** Search results are read once; the lists and the detail follow by themselves. */
const REFRESHED = [inboxKeys.searches()];

/** Moves the application as it was shown; the live views then show where it is now. */
export function useChangeStage() {
  const { changeStage } = useInboxUseCases();
  return useRefreshingMutation(changeStage, useSignedInMember(), REFRESHED);
}
