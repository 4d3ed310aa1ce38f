import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React runs the page. Lets the
 * static page hold back what only works with the script (a submit that would otherwise go to the
 * host as a plain form, personal data and all).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
