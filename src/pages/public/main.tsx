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
import { watchTypedBeforeHydration } from '../../submission/ui/typed-before-hydration';
import { yieldToBrowser } from './yield-to-browser';

const config = readAppConfig(import.meta.env);
const demoMode = isDemoMode(config);
// The composition is a chunk of its own, loaded when the applicant reaches the form.
const composition = loadOnce(() => loadPublicComposition(config));
const submitApplication = new DeferredSubmitApplication(
  async () => (await composition()).submitApplication,
);
const countFormUse = new DeferredCountFormUse(async () => (await composition()).countFormUse);
if (demoMode) exposeDemoConsole(async () => (await composition()).savedApplications?.() ?? []);

// The build prerenders the whole page (build/prerender-plugin.ts); only the form comes to life.
const island = document.getElementById(FORM_ISLAND_ID);
// What the visitor types from now on is recorded at once, before any of the waits below; the
// banner's link to the form is heard at once too (both only listen).
const typedBeforeHydration = island ? watchTypedBeforeHydration(island) : undefined;
// The banner's link to the form puts focus in its first field once the script runs.
focusFirstFieldFromFormLink(document);

/**
 * The rest of the start, in tasks of its own. The prerendered page imports this module only once
 * its first contentful paint is on screen (build/start-after-first-paint.ts says why); here the
 * module's evaluation (its compile and every import's top-level code, in one task) ends before
 * anything else starts, and the office's year and the hydration each come after the browser had
 * its turn: Total Blocking Time counts what each task runs past 50 ms, so the same work cut in
 * tasks blocks less. Hydration itself then goes in React's slices of a few milliseconds
 * (hydrate-form-island.tsx).
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  // The prerendered footer says the build's year; the visitor reads the office's year today.
  showOfficeYear(document, new SystemClock());
  await yieldToBrowser();
  if (island) {
    hydrateFormIsland(
      island,
      submitApplication,
      countFormUse,
      demoMode,
      renderFailureReporting,
      typedBeforeHydration,
    );
  } else if (import.meta.env.DEV) {
    // The dev server does not prerender: it renders the whole page (a chunk of its own, which a
    // production build leaves out).
    const rootElement = document.getElementById('root');
    if (!rootElement) throw new Error('index.html must contain <div id="root">');
    const { AppRoot } = await import('./app-root');
    createRoot(rootElement, renderFailureReporting).render(
      <StrictMode>
        <AppRoot
          submitApplication={submitApplication}
          countFormUse={countFormUse}
          demoMode={demoMode}
        />
      </StrictMode>,
    );
  } else throw new Error(`The built page must hold its prerendered form (#${FORM_ISLAND_ID}).`);
}

void start();
