import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenVisitorNears } from '../../src/pages/public/when-visitor-nears';

/**
 * The browser's IntersectionObserver as the page meets it: the test says when the element comes
 * within the margin (`near`). jsdom lays nothing out, so it has none of its own.
 */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    if (!this.disconnected) this.callback([{ isIntersecting }]);
  }
}

afterEach(() => {
  FakeIntersectionObserver.made = [];
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** A form's island in the page, watched; `settled()` says whether the wait has ended yet. */
function watchedIsland() {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const island = document.createElement('div');
  island.innerHTML = '<form><input id="nombres"></form>';
  document.body.append(island);
  let settled = false;
  const waiting = whenVisitorNears(island).then(() => (settled = true));
  const [observer] = FakeIntersectionObserver.made;
  if (!observer) throw new Error('no observer was made');
  const turn = () => new Promise((resolve) => setTimeout(resolve));
  return { island, observer, waiting, settled: async () => (await turn(), settled) };
}

describe('the form comes to life when the visitor heads for it (issue 39)', () => {
  it('waits while the form is far below the screen, and goes once it comes within a screen of it', async () => {
    const page = watchedIsland();
    expect(page.observer.observed).toEqual([page.island]);
    expect(page.observer.options.rootMargin).toBe('100% 0px');
    page.observer.report(false);
    expect(await page.settled()).toBe(false);

    page.observer.report(true);
    expect(await page.settled()).toBe(true);
    expect(page.observer.disconnected).toBe(true);
  });

  it.each(['focusin', 'pointerdown'])(
    'goes at once on a %s inside the form, wherever it is on the page (a screen reader moves without scrolling)',
    async (type) => {
      const page = watchedIsland();
      page.island.querySelector('input')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await page.settled()).toBe(true);
      expect(page.observer.disconnected).toBe(true);
    },
  );

  it('ignores what happens elsewhere on the page', async () => {
    const page = watchedIsland();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await page.settled()).toBe(false);
  });

  it('goes at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await expect(whenVisitorNears(document.createElement('div'))).resolves.toBeUndefined();
  });
});
