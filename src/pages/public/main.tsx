// The stylesheets, in the order of their cascade: the shared kernel, the landing's sections, then
// the form's and the receipt's. The sections are prerendered HTML whose code never reaches the
// browser, so the page that serves them brings their styles; the form's and the receipt's
// components import theirs too, but in chunks loaded later, and the page's order is said here.
// The build joins them all into the page's one stylesheet (vite.config.ts, cssCodeSplit) and
// inlines it (build/prerender-plugin.ts).
import '../../shared/ui/styles.css';
import '../../landing/ui/landing.css';
import '../../submission/ui/application-form.css';
import '../../submission/ui/submission-receipt.css';
import { loadOnce } from '../../shared/adapters/load-once';
import { renderFailureReporting } from '../../shared/ui/report-render-failure';
import { isDemoMode, readAppConfig } from '../shared/app-config';
import { loadPublicComposition } from './composition';
import { DeferredSubmitApplication } from './deferred-submit-application';
import { DeferredCountFormUse } from './deferred-count-form-use';
import { exposeDemoConsole } from './demo-console';
import { FORM_ISLAND_ID } from './form-island-id';
import { focusFirstFieldFromFormLink } from '../../landing/ui/form-link';
import { showOfficeYear } from '../../landing/ui/office-year';
import { SystemClock } from '../../shared/adapters/system-clock';
import { watchTypedBeforeHydration } from '../../submission/ui/watch-typed-before-hydration';
import { yieldToBrowser } from './yield-to-browser';
import { whenVisitorNears } from './when-visitor-nears';

// This module is the page's entry, and it stays small: no React, no form. Everything it imports
// statically is evaluated in one task, the moment its script runs; the island's code comes after,
// a chunk at a time (loadIslandInSteps, below).

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
 * The island's code, a chunk at a time, each evaluated in a task of its own with the browser's
 * turn between them: React with React DOM (vite.config.ts keeps them in one chunk), then the form
 * (its modules, with react-hook-form, imask and react-query) with its hydration; a third chunk
 * would cost the first load's budget more than its task saves. A module graph is evaluated
 * in one task, and Total Blocking Time counts what each task runs past 50 ms (four times what this
 * machine takes, under Lighthouse's throttling): the same code in one chunk was the page's longest
 * task (issue 39). Each chunk names the ones before it, which are already evaluated by then; the
 * build's budget test counts every one of them in the first load (tests/build/built-site.test.ts).
 */
async function loadIslandInSteps() {
  await import('react-dom/client');
  await yieldToBrowser();
  return import('./hydrate-form-island');
}

/**
 * The rest of the start, in tasks of its own. The prerendered page imports this module only once
 * its first contentful paint is on screen (build/start-after-first-paint.ts says why). Hydration
 * itself then goes in React's slices of a few milliseconds (hydrate-form-island.tsx).
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  // The prerendered footer says the build's year; the visitor reads the office's year today.
  showOfficeYear(document, new SystemClock());
  if (island) {
    // Its code was fetched in the background when the start began (start-after-first-paint.ts);
    // it runs when the visitor heads for the form, so reading the page costs them no CPU.
    await whenVisitorNears(island);
    const { hydrateFormIsland } = await loadIslandInSteps();
    await yieldToBrowser();
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
    const { renderWholePage } = await import('./render-whole-page');
    renderWholePage(rootElement, submitApplication, countFormUse, demoMode);
  } else throw new Error(`The built page must hold its prerendered form (#${FORM_ISLAND_ID}).`);
}

void start();
