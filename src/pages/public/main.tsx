import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The stylesheets, in the order of their cascade: the shared kernel, then the landing's sections.
// The sections are prerendered HTML whose code never reaches the browser, so the page that serves
// them brings their styles; the form's and the receipt's come with their components
// (src/submission/ui/). Vite joins them into the page's one stylesheet, which the build inlines
// (build/prerender-plugin.ts).
import '../../shared/ui/styles.css';
import '../../landing/ui/landing.css';
import { loadOnce } from '../../shared/adapters/load-once';
import { renderFailureReporting } from '../../shared/ui/report-render-failure';
import { isDemoMode, readAppConfig } from '../shared/app-config';
import { loadPublicComposition } from './composition';
import { DeferredSubmitApplication } from './deferred-submit-application';
import { DeferredCountFormUse } from './deferred-count-form-use';
import { exposeDemoConsole } from './demo-console';
import { FORM_ISLAND_ID } from './form-island';
import { hydrateFormIsland } from './hydrate-form-island';
import { focusFirstFieldFromFormLink } from '../../landing/ui/form-link';
import { showOfficeYear } from '../../landing/ui/office-year';
import { SystemClock } from '../../shared/adapters/system-clock';

const config = readAppConfig(import.meta.env);
const demoMode = isDemoMode(config);
// The composition is a chunk of its own, loaded when the applicant reaches the form.
const composition = loadOnce(() => loadPublicComposition(config));
const submitApplication = new DeferredSubmitApplication(
  async () => (await composition()).submitApplication,
);
const countFormUse = new DeferredCountFormUse(async () => (await composition()).countFormUse);
if (demoMode) exposeDemoConsole(async () => (await composition()).savedApplications?.() ?? []);

// The banner's link to the form puts focus in its first field once the script runs.
focusFirstFieldFromFormLink(document);
// The prerendered footer says the build's year; the visitor reads the office's year today.
showOfficeYear(document, new SystemClock());

// The build prerenders the whole page (build/prerender-plugin.ts); only the form comes to life.
const island = document.getElementById(FORM_ISLAND_ID);
if (island) {
  hydrateFormIsland(island, submitApplication, countFormUse, demoMode);
} else if (import.meta.env.DEV) {
  // The dev server does not prerender: it renders the whole page (a chunk of its own, which a
  // production build leaves out).
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html must contain <div id="root">');
  void import('./app-root').then(({ AppRoot }) =>
    createRoot(rootElement, renderFailureReporting).render(
      <StrictMode>
        <AppRoot
          submitApplication={submitApplication}
          countFormUse={countFormUse}
          demoMode={demoMode}
        />
      </StrictMode>,
    ),
  );
} else throw new Error(`The built page must hold its prerendered form (#${FORM_ISLAND_ID}).`);
