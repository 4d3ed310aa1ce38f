import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SubmitApplicationContext,
  type SubmitApplicationUseCase,
} from '../../submission/ui/submit-application-context';
import {
  TypedBeforeHydrationContext,
  type TypedBeforeHydration,
} from '../../submission/ui/typed-before-hydration';
import { LandingPage } from '../../landing/ui/landing-page';
import { RootErrorBoundary } from '../../shared/ui/root-error-boundary';
import { FormUseContext, type FormUseRecorder } from '../../form-use/ui/form-use-beacons';

const NOTHING_TYPED: TypedBeforeHydration = {};

/**
 * Counts nowhere: the prerender's (nothing is typed there) and a test's that does not watch the
 * counts. The page's entry always hands the composition's (main.tsx).
 */
const COUNTED_NOWHERE: FormUseRecorder = { execute: async () => undefined };

interface AppRootProps {
  submitApplication: SubmitApplicationUseCase;
  /** Where the form tells it was begun or sent (no one's data). */
  countFormUse?: FormUseRecorder;
  demoMode: boolean;
  typedBeforeHydration?: TypedBeforeHydration;
}

/**
 * Hands the UI the use case resolved from the container; the UI never sees an adapter. A render
 * failure anywhere below shows a message and a reload button instead of a blank page.
 */
export function AppRoot({
  submitApplication,
  countFormUse = COUNTED_NOWHERE,
  demoMode,
  typedBeforeHydration = NOTHING_TYPED,
}: AppRootProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SubmitApplicationContext value={submitApplication}>
          <FormUseContext value={countFormUse}>
            <TypedBeforeHydrationContext value={typedBeforeHydration}>
              <LandingPage demoMode={demoMode} />
            </TypedBeforeHydrationContext>
          </FormUseContext>
        </SubmitApplicationContext>
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
