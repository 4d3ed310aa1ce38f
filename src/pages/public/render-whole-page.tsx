import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { FormUseRecorder } from '../../form-use/ui/form-use-beacons';
import { renderFailureReporting } from '../../shared/ui/report-render-failure';
import type { SubmitApplicationUseCase } from '../../submission/ui/submit-application-context';
import { AppRoot } from './app-root';

/**
 * The dev server's page: it does not prerender, so the whole page is rendered in the browser. Only
 * main.tsx's dev branch imports this, which a production build leaves out with its chunk.
 */
export function renderWholePage(
  rootElement: HTMLElement,
  submitApplication: SubmitApplicationUseCase,
  countFormUse: FormUseRecorder,
  demoMode: boolean,
): void {
  createRoot(rootElement, renderFailureReporting).render(
    <StrictMode>
      <AppRoot
        submitApplication={submitApplication}
        countFormUse={countFormUse}
        demoMode={demoMode}
      />
    </StrictMode>,
  );
}
