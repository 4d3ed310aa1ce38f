import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true once React runs the page. Lets the
 * static page hold back what only works with the script (a submit that would otherwise go to the
 * host as a plain form, personal data and all).
 * It turns true in a transition, once the page has come to life: the render that takes (the whole
 * form, around this hook) goes in React's interruptible slices, as hydration does. Read from
 * useSyncExternalStore, whose server value differs, it forced that render at once after hydration,
 * in one task React cannot interrupt: a long task on a slow phone (issue 39).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
