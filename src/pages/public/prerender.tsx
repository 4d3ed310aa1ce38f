import { renderToString } from 'react-dom/server';
import { headTags } from '../../landing/ui/head-tags';
import type { SubmitApplicationUseCase } from '../../submission/ui/submit-application-context';
import { isDemoMode, readAppConfig, readSiteUrl } from '../shared/app-config';
import { AppRoot } from './app-root';

/** Nothing can be submitted from static HTML; the hydrated page brings the real use case. */
const noSubmitWhilePrerendering: SubmitApplicationUseCase = {
  prepare: () => undefined,
  execute: () =>
    Promise.reject(new Error('The prerendered page cannot submit before it is hydrated.')),
};

/** The build's entry for static HTML (build/prerender-plugin.ts): the page and its head tags. */
export function prerender(): { head: string; body: string } {
  const demoMode = isDemoMode(readAppConfig(import.meta.env));
  return {
    head: headTags(readSiteUrl(import.meta.env)),
    body: renderToString(
      <AppRoot submitApplication={noSubmitWhilePrerendering} demoMode={demoMode} />,
    ),
  };
}
