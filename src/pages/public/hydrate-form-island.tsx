import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { renderFailureReporting } from '../../shared/ui/report-render-failure';
import type { SubmitApplicationUseCase } from '../../submission/ui/submit-application-context';
import { readTypedBeforeHydration } from '../../submission/ui/typed-before-hydration';
import type { FormUseRecorder } from '../../form-use/ui/form-use-beacons';
import { FormIsland } from './form-island';

/**
 * Brings the prerendered form to life, and nothing else of the page: React is given the island's
 * element and the island alone, so the static sections around it are never read, compared or
 * touched. In a transition React hydrates in slices of a few milliseconds and lets the browser
 * paint and handle input between them; a key pressed, a character typed or a click meanwhile makes
 * it finish at once, then hands the event to the form, so nothing typed meanwhile is lost. What
 * the visitor typed before it started is put back in the commit that brings the form to life.
 * React's own error reports would log whole errors; the page's log them redacted.
 */
export function hydrateFormIsland(
  island: HTMLElement,
  submitApplication: SubmitApplicationUseCase,
  countFormUse: FormUseRecorder,
  options: HydrationOptions = renderFailureReporting,
): Root {
  const form = (
    <StrictMode>
      <FormIsland
        submitApplication={submitApplication}
        countFormUse={countFormUse}
        typedBeforeHydration={readTypedBeforeHydration(island)}
      />
    </StrictMode>
  );
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(island, form, options);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
