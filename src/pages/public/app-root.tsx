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

const NOTHING_TYPED: TypedBeforeHydration = {};

interface AppRootProps {
  submitApplication: SubmitApplicationUseCase;
  demoMode: boolean;
  typedBeforeHydration?: TypedBeforeHydration;
}

/**
 * Hands the UI the use case resolved from the container; the UI never sees an adapter. A render
 * failure anywhere below shows a message and a reload button instead of a blank page.
 */
export function AppRoot({
  submitApplication,
  demoMode,
  typedBeforeHydration = NOTHING_TYPED,
}: AppRootProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SubmitApplicationContext value={submitApplication}>
          <TypedBeforeHydrationContext value={typedBeforeHydration}>
            <LandingPage demoMode={demoMode} />
          </TypedBeforeHydrationContext>
        </SubmitApplicationContext>
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
