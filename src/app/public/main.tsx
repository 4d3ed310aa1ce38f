import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../../ui/shared/styles.css';
import { loadOnce } from '../../infrastructure/load-once';
import { readTypedBeforeHydration } from '../../ui/public/application-form/typed-before-hydration';
import { isDemoMode, readAppConfig } from '../shared/app-config';
import { AppRoot } from './app-root';
import { DeferredSubmitApplication } from './deferred-submit-application';
import { exposeDemoConsole } from './demo-console';
import { resolve, TOKENS } from './tokens';

const config = readAppConfig(import.meta.env);
const demoMode = isDemoMode(config);
// The composition root is a chunk of its own, loaded when the applicant reaches the form.
const container = loadOnce(() => import('./container').then((module) => module.createContainer(config)));
const submitApplication = new DeferredSubmitApplication(async () => resolve(await container(), TOKENS.submitApplication));
if (demoMode) exposeDemoConsole(container);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');
// The build prerenders the page into #root (build/prerender-plugin.ts); the dev server does not.
const prerendered = rootElement.hasChildNodes();
const app = (
  <StrictMode>
    <AppRoot
      submitApplication={submitApplication}
      demoMode={demoMode}
      typedBeforeHydration={prerendered ? readTypedBeforeHydration(rootElement) : {}}
    />
  </StrictMode>
);
if (prerendered) hydrateRoot(rootElement, app);
else createRoot(rootElement).render(app);
