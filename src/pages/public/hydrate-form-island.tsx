import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { renderFailureReporting } from '../../shared/ui/report-render-failure';
import type { SubmitApplicationUseCase } from '../../submission/ui/submit-application-context';
import {
  watchTypedBeforeHydration,
  type TypedBeforeHydrationWatch,
} from '../../submission/ui/watch-typed-before-hydration';
import type { FormUseRecorder } from '../../form-use/ui/form-use-beacons';
import { FormIsland } from './form-island';
import { plainActionOf } from './plain-action';

/**
 * Runs its effect in the commit that brings the form to life, after the form's own (a parent's
 * layout effects run after its children's): by then the form has put back what was typed.
 */
function OnceHydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useLayoutEffect(then, [then]);
  return children;
}

/**
 * Brings the prerendered form to life, and nothing else of the page: React is given the island's
 * element and the island alone, so the static sections around it are never read, compared or
 * touched. In a transition React hydrates in slices of a few milliseconds and lets the browser
 * paint and handle input between them; a key pressed, a character typed or a click meanwhile makes
 * it finish at once, then hands the event to the form. The form library resets its inputs in the
 * commit that brings the form to life, so what the visitor typed, before hydration began or while
 * it ran, is watched up to that commit and put back in it.
 * React's own error reports would log whole errors; the page's log them redacted.
 * The page's entry starts the watch itself, the moment its script runs (main.tsx), and hydrates a
 * few tasks later; without one, the watch starts here.
 */
export function hydrateFormIsland(
  island: HTMLElement,
  submitApplication: SubmitApplicationUseCase,
  countFormUse: FormUseRecorder,
  demoMode: boolean,
  options: HydrationOptions = renderFailureReporting,
  // Before hydrateRoot, so its listener hears each keystroke before React's.
  watch: TypedBeforeHydrationWatch = watchTypedBeforeHydration(island),
): Root {
  const form = (
    <StrictMode>
      <OnceHydrated then={watch.stop}>
        <FormIsland
          submitApplication={submitApplication}
          countFormUse={countFormUse}
          typedBeforeHydration={watch.typed}
          {...plainActionOf(demoMode)}
        />
      </OnceHydrated>
    </StrictMode>
  );
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(island, form, options);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
