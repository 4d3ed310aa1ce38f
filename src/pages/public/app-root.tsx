import type { SubmitApplicationUseCase } from '../../submission/ui/submit-application-context';
import { LandingPage } from '../../landing/ui/landing-page';
import type { FormUseRecorder } from '../../form-use/ui/form-use-beacons';
import { FormIsland } from './form-island';
import { FORM_ISLAND_ID } from './form-island-id';
import { plainActionOf } from './plain-action';
import type { Clock } from '../../shared/domain/clock';
import { officeYear } from '../../shared/domain/office-date-time';
import { SystemClock } from '../../shared/adapters/system-clock';

interface AppRootProps {
  submitApplication: SubmitApplicationUseCase;
  /** Where the form tells it was begun or sent (no one's data). */
  countFormUse?: FormUseRecorder;
  demoMode: boolean;
  /** The office's clock, for the footer's year: the build's when prerendered. */
  clock?: Clock;
}

/**
 * The whole public page, as the build prerenders it (and the dev server renders it): the static
 * landing with the form's island in its place. In a built page the browser hydrates only the
 * island (main.tsx); the UI gets the use case through the island's context, never an adapter.
 */
export function AppRoot({
  submitApplication,
  countFormUse,
  demoMode,
  clock = new SystemClock(),
}: AppRootProps) {
  return (
    <LandingPage
      demoMode={demoMode}
      year={officeYear(clock.now())}
      form={
        <div id={FORM_ISLAND_ID} className="form-island">
          <FormIsland
            submitApplication={submitApplication}
            {...plainActionOf(demoMode)}
            {...(countFormUse && { countFormUse })}
          />
        </div>
      }
    />
  );
}
