import type { ApplicationId } from '../../../applications/domain/application-id';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { useRefreshingMutation } from '../../../shared/ui/use-refreshing-mutation';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { privacyKeys } from '../privacy-queries';
import { inboxKeys } from '../../../inbox/ui/inbox-queries';

/** What the privacy screen found, and what search shows, is read again once a change is saved. */
const REFRESHED = [privacyKeys.all, inboxKeys.searches()];

export function useRectifyApplication() {
  const { rectifyApplication } = usePrivacyUseCases();
  return useRefreshingMutation(rectifyApplication, useSignedInMember(), REFRESHED);
}

/** `onErased` is told before the screen is read again, which takes the erased card away. */
export function useEraseApplication(onErased: (id: ApplicationId) => void) {
  const { eraseApplication } = usePrivacyUseCases();
  return useRefreshingMutation(eraseApplication, useSignedInMember(), REFRESHED, ({ id }) =>
    onErased(id),
  );
}
