/**
 * How far below (or above) the screen the form may still be when its code starts to load: one
 * screen's height, about what a thumb scrolls in half a second. The code arrives, and the form
 * comes alive, while the visitor is still on their way to it.
 */
export const NEAR_MARGIN = '100%';

/**
 * Resolves once the visitor heads for `element`: it comes within NEAR_MARGIN of the screen
 * (scrolled to, jumped to by a link, or on screen from the start), or something in it takes the
 * focus or a touch (a screen reader's cursor may move there without scrolling). Until then the
 * page's main thread stays free for reading and scrolling: the form is plain HTML that keeps what
 * is typed in it (watch-typed-before-hydration.ts) and, with a server, sends itself
 * (plain-action.ts). A browser without IntersectionObserver resolves at once.
 */
export function whenVisitorNears(element: Element, margin = NEAR_MARGIN): Promise<void> {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const near = () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, near, true);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    for (const type of INTENT_EVENTS) element.addEventListener(type, near, true);
  });
}

const INTENT_EVENTS = ['focusin', 'pointerdown'] as const;
