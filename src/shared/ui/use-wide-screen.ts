import { useSyncExternalStore } from 'react';

/**
 * Where the staff page stops being a phone's: the width from which its tables are tables, not
 * cards (staff-kit.css's `max-width: 719px`), and its header shows everything at once.
 */
export const WIDE_SCREEN = '(min-width: 720px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN)
    : null;

function subscribe(changed: () => void) {
  const list = query();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/**
 * Whether the screen is wide (WIDE_SCREEN), following it as a window is resized or a phone
 * turned. Where nothing can tell (no matchMedia, the prerendered HTML), it is taken as wide: the
 * page as it is laid out on a computer, every control in view.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
