import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../../shared/ui/styles.css';
import { loadOnce } from '../../shared/adapters/load-once';
import { renderFailureReporting } from '../../shared/ui/report-render-failure';
import { readTypedBeforeHydration } from '../../submission/ui/typed-before-hydration';
import { isDemoMode, readAppConfig } from '../shared/app-config';
import { AppRoot } from './app-root';
import { loadPublicComposition } from './composition';
import { DeferredSubmitApplication } from './deferred-submit-application';
import { DeferredCountFormUse } from './deferred-count-form-use';
import { exposeDemoConsole } from './demo-console';

const config = readAppConfig(import.meta.env);
const demoMode = isDemoMode(config);
// The composition is a chunk of its own, loaded when the applicant reaches the form.
const composition = loadOnce(() => loadPublicComposition(config));
const submitApplication = new DeferredSubmitApplication(
  async () => (await composition()).submitApplication,
);
const countFormUse = new DeferredCountFormUse(async () => (await composition()).countFormUse);
if (demoMode) exposeDemoConsole(async () => (await composition()).savedApplications?.() ?? []);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');
// The build prerenders the page into #root (build/prerender-plugin.ts); the dev server does not.
const prerendered = rootElement.hasChildNodes();
const app = (
  <StrictMode>
    <AppRoot
      submitApplication={submitApplication}
      countFormUse={countFormUse}
      demoMode={demoMode}
      typedBeforeHydration={prerendered ? readTypedBeforeHydration(rootElement) : {}}
    />
  </StrictMode>
);
// React's own error reports would log whole errors; these log them redacted.
if (prerendered) hydrateRoot(rootElement, app, renderFailureReporting);
else createRoot(rootElement, renderFailureReporting).render(app);
