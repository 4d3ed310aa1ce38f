import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ApplicationForm } from '../../submission/ui/application-form';
import {
  SubmitApplicationContext,
  type SubmitApplicationUseCase,
} from '../../submission/ui/submit-application-context';
import {
  TypedBeforeHydrationContext,
  type TypedBeforeHydration,
} from '../../submission/ui/typed-before-hydration';
import { RootErrorBoundary } from '../../shared/ui/root-error-boundary';
import { FormUseContext, type FormUseRecorder } from '../../form-use/ui/form-use-beacons';

const NOTHING_TYPED: TypedBeforeHydration = {};

/**
 * Counts nowhere: the prerender's (nothing is typed there) and a test's that does not watch the
 * counts. The page's entry always hands the composition's (main.tsx).
 */
const COUNTED_NOWHERE: FormUseRecorder = { execute: async () => undefined };

export interface FormIslandProps {
  submitApplication: SubmitApplicationUseCase;
  /** Where the form tells it was begun or sent (no one's data). */
  countFormUse?: FormUseRecorder;
  typedBeforeHydration?: TypedBeforeHydration;
  /** Where the form posts itself without its script: the intake's path; none in demo mode. */
  plainAction?: string;
}

/**
 * The only part of the public page that React runs in the browser: the form and its receipt. The
 * rest of the page (the banner, benefits, requirements, privacy notice, navigation and footer) is
 * prerendered HTML that needs no script, so it is never hydrated and its code never ships. A
 * render failure in here shows a message and a reload button in the form's place; the rest of the
 * page stays.
 */
export function FormIsland({
  submitApplication,
  countFormUse = COUNTED_NOWHERE,
  typedBeforeHydration = NOTHING_TYPED,
  plainAction,
}: FormIslandProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <RootErrorBoundary around="part">
      <QueryClientProvider client={queryClient}>
        <SubmitApplicationContext value={submitApplication}>
          <FormUseContext value={countFormUse}>
            <TypedBeforeHydrationContext value={typedBeforeHydration}>
              <ApplicationForm {...(plainAction && { plainAction })} />
            </TypedBeforeHydrationContext>
          </FormUseContext>
        </SubmitApplicationContext>
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
