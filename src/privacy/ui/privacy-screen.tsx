import type { WayBack } from '../../shared/ui/section-error-boundary';
import { StaffSection } from '../../shared/ui/staff-section';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { NumberSpacePanel } from './number-space/number-space-panel';
import { RetentionPanel } from './retention/retention-panel';
import { RightsRequests } from './rights/rights-requests';

/** Privacidad in a place of its own: a failure to render it leaves the rest of the page working. */
export function PrivacyScreen({ wayBack }: { wayBack: WayBack }) {
  return (
    <StaffSection wayBack={wayBack} className="privacy-screen">
      <PrivacyContents />
    </StaffSection>
  );
}

/**
 * Admins only: the privacy notice's promises (rights requests and retention) kept from the inbox,
 * and how full the number space is.
 */
function PrivacyContents() {
  return (
    <>
      <h1 className="staff-title" tabIndex={-1} ref={focusOnMount}>
        Privacidad
      </h1>
      <RightsRequests />
      <RetentionPanel />
      <NumberSpacePanel />
    </>
  );
}
