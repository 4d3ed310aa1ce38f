import { renderFailureReporting } from '../../src/shared/ui/report-render-failure';

/**
 * What the pages' main.tsx give createRoot and hydrateRoot, for Testing Library's render (which
 * takes all of it but onUncaughtError): React's error reports go through the page's redaction.
 */
export const pageRootOptions = {
  onCaughtError: renderFailureReporting.onCaughtError,
  onRecoverableError: renderFailureReporting.onRecoverableError,
};
