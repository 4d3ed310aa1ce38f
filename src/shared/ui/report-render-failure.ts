import type { RootOptions } from 'react-dom/client';
import { describeFailure } from '../domain/describe-failure';

/** An error React met while rendering a page: its kind and redacted text, never props or state. */
export function reportRenderFailure(error: unknown): void {
  console.error('primer-paso: error al mostrar la página', describeFailure(error));
}

/**
 * For createRoot and hydrateRoot. React's own reports log the whole error object, whose message
 * may quote what someone typed; these log only what describeFailure keeps.
 */
export const renderFailureReporting = {
  onCaughtError: reportRenderFailure,
  onUncaughtError: reportRenderFailure,
  onRecoverableError: reportRenderFailure,
} satisfies RootOptions;
