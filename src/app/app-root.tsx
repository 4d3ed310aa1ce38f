import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { SubmitApplicationContext, type SubmitApplicationUseCase } from '../ui/application-form/submit-application-context';
import { LandingPage } from '../ui/landing-page';

interface AppRootProps {
  submitApplication: SubmitApplicationUseCase;
  demoMode: boolean;
}

/** Hands the UI the use case resolved from the container; the UI never sees an adapter. */
export function AppRoot({ submitApplication, demoMode }: AppRootProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SubmitApplicationContext value={submitApplication}>
        <LandingPage demoMode={demoMode} />
      </SubmitApplicationContext>
    </QueryClientProvider>
  );
}
