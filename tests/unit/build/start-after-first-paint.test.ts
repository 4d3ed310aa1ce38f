import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MS, startAfterFirstPaint } from '../../../build/start-after-first-paint';

const ENTRY = '/assets/index-Ab12.js';
const ISLAND_CHUNKS = ['/assets/react-Cd34.js', '/assets/hydrate-form-island-Ef56.js'];

type PaintCallback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/**
 * Runs the script tag's code as the browser would, with a paint timing of the test's: `paint(name)`
 * delivers a paint entry as the browser does once that frame is on screen. `import()` is swapped
 * for a spy (the code is the tag's own, its one import renamed).
 */
function loadPage({ paintTiming }: { paintTiming: boolean }) {
  const imported = vi.fn();
  const frames: (() => void)[] = [];
  let observed: PaintCallback | undefined;
  let disconnected = false;
  // The links the script adds to the head, as the browser's document would hold them.
  const head: { rel: string; href: string }[] = [];
  const document = {
    createElement: (tag: string) => {
      expect(tag).toBe('link');
      return { rel: '', href: '' };
    },
    head: { append: (link: { rel: string; href: string }) => head.push({ ...link }) },
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(callback: PaintCallback) {
      observed = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const html = startAfterFirstPaint(ENTRY, ISLAND_CHUNKS);
  const code = /^<script type="module">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
  expect(code).toContain(`import(${JSON.stringify(ENTRY)})`);
  new Function(
    'self',
    'PerformanceObserver',
    'requestAnimationFrame',
    'importEntry',
    'document',
    code.replace('import(', 'importEntry('),
  )(
    { PerformanceObserver: FakePerformanceObserver },
    FakePerformanceObserver,
    (frame: () => void) => frames.push(frame),
    imported,
    document,
  );
  return {
    imported,
    prefetched: () => head.filter((link) => link.rel === 'prefetch').map((link) => link.href),
    paint(name: 'first-paint' | 'first-contentful-paint') {
      if (disconnected) return;
      observed?.(
        { getEntriesByName: (asked) => (asked === name ? [{ name }] : []) },
        { disconnect: () => (disconnected = true) },
      );
    },
    nextFrame: () => frames.splice(0).forEach((frame) => frame()),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the prerendered page's script starts once its first paint is on screen (issue 39)", () => {
  it('imports the entry one task after the first contentful paint is reported, never before, and once', () => {
    const page = loadPage({ paintTiming: true });
    vi.advanceTimersByTime(0);
    page.paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(page.imported).not.toHaveBeenCalled();

    page.paint('first-contentful-paint');
    expect(page.imported).not.toHaveBeenCalled();
    expect(page.prefetched()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(page.imported).toHaveBeenCalledExactlyOnceWith(ENTRY);
    // The form's chunks, which the entry runs later, are fetched from then on, never before.
    expect(page.prefetched()).toEqual(ISLAND_CHUNKS);

    // The wait for a paint that never comes ends too, and imports nothing more.
    vi.runAllTimers();
    expect(page.imported).toHaveBeenCalledOnce();
    expect(page.prefetched()).toEqual(ISLAND_CHUNKS);
  });

  it('starts all the same when no paint comes (a tab opened in the background paints nothing)', () => {
    const page = loadPage({ paintTiming: true });
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(page.imported).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(page.imported).toHaveBeenCalledExactlyOnceWith(ENTRY);
  });

  it('starts after the first frame in a browser without paint timing', () => {
    const page = loadPage({ paintTiming: false });
    vi.advanceTimersByTime(0);
    expect(page.imported).not.toHaveBeenCalled();
    page.nextFrame();
    vi.advanceTimersByTime(0);
    expect(page.imported).toHaveBeenCalledExactlyOnceWith(ENTRY);
  });
});
