import { useEffect, useEffectEvent } from 'react';

const ACTIVITY = [
  'keydown',
  'pointerdown',
  'pointermove',
  'wheel',
  'scroll',
  'touchstart',
] as const;

/**
 * Calls onIdle once nobody has touched the page for `limitMs`. Activity only notes the time;
 * one timer checks it, so moving the mouse costs nothing. A computer that slept past the limit
 * is idle the moment it wakes.
 */
export function useIdleTimeout(onIdle: () => void, limitMs: number): void {
  const idle = useEffectEvent(onIdle);
  useEffect(() => {
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const quietFor = Date.now() - lastActivity;
      if (quietFor >= limitMs) idle();
      else timer = setTimeout(check, limitMs - quietFor);
    };
    const noteActivity = () => {
      lastActivity = Date.now();
    };
    timer = setTimeout(check, limitMs);
    for (const type of ACTIVITY)
      document.addEventListener(type, noteActivity, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY)
        document.removeEventListener(type, noteActivity, { capture: true });
    };
  }, [limitMs]);
}
