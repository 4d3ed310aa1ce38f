import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { NumberSpacePanel } from './number-space/number-space-panel';
import { RetentionPanel } from './retention/retention-panel';
import { RightsRequests } from './rights/rights-requests';

/**
 * Admins only: the privacy notice's promises (rights requests and retention) kept from the inbox,
 * and how full the number space is.
 */
export function PrivacyScreen() {
  return (
    <main className="container staff-main privacy-screen">
      <h1 className="staff-title" tabIndex={-1} ref={focusOnMount}>
        Privacidad
      </h1>
      <RightsRequests />
      <RetentionPanel />
      <NumberSpacePanel />
    </main>
  );
}
