import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { useMemo, useState } from 'react';
import { SubmitApplicationContext } from '../ui/application-form/submit-application-context';
import { LandingPage } from '../ui/landing-page';
import { resolve, TOKENS } from './tokens';

interface AppRootProps {
  container: Container;
  demoMode: boolean;
}

/** Hands the UI the use case resolved from the container; the UI never sees an adapter. */
export function AppRoot({ container, demoMode }: AppRootProps) {
  const [queryClient] = useState(() => new QueryClient());
  const submitApplication = useMemo(() => resolve(container, TOKENS.submitApplication), [container]);
  return (
    <QueryClientProvider client={queryClient}>
      <SubmitApplicationContext value={submitApplication}>
        <LandingPage demoMode={demoMode} />
      </SubmitApplicationContext>
    </QueryClientProvider>
  );
}
