/** How long the page waits for its first paint before it starts its script all the same. */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * The prerendered page's one script tag: it imports the page's entry (`entry`, its path in the
 * build) once the first contentful paint is on screen, then one task later, and asks the browser
 * to prefetch the chunks the entry will load later (`prefetched`: the form's, which it loads when
 * the visitor heads for the form), so they are at hand by then on a slow connection.
 *
 * Why (issue 39, Lighthouse 12's mobile preset): the page used to start its script at the first
 * frame (requestAnimationFrame, then setTimeout). That frame is painted on the main thread, but it
 * reaches the screen later, when the compositor presents it, and the paint's time (FCP, and LCP:
 * the hero's h1 is in the first frame) is that presentation's. Lighthouse's LCP is simulated from
 * the trace (Lantern, in @paulirish/trace_engine's LargestContentfulPaint.js and
 * FirstContentfulPaint.js): every request that ended before the observed LCP time is taken as
 * needed for it, unless it is a script first evaluated after that time, so an entry fetched and
 * run in the gap between the frame and its presentation adds its download on a slow 4G link and
 * its run on a 4x slower CPU to the LCP reported: about 1.5 s instead of 0.75 s, in the loads where
 * the race went that way. Traced (2026-11-29, Lighthouse's own trace of f29a723, main before this):
 * the first frame painted on the main thread at 211 ms, the entry ran at 384 ms, the frame was
 * presented at 1261 ms, and Lighthouse reported an LCP of 1724 ms; in another run presented at
 * 238 ms, before the entry, 765 ms. With this start, a frame presented at 1236 ms had the entry
 * fetched after it, and 915 ms. The paint timing entry for the first contentful paint is only delivered
 * once that frame has been presented, so waiting for it puts the script after the paint in every
 * load. A browser without paint timing starts it after the first frame, as before; a tab opened in
 * the background, which paints nothing, after FIRST_PAINT_WAIT_MS.
 */
export function startAfterFirstPaint(entry: string, prefetched: string[] = []): string {
  const script = [
    'let started=false;',
    `const start=()=>{if(!started){started=true;setTimeout(()=>{import(${JSON.stringify(entry)});`,
    // The chunks the entry loads once the visitor heads for the form (main.tsx): fetched now,
    // at the lowest priority, never evaluated until then.
    `for(const href of ${JSON.stringify(prefetched)}){`,
    'const link=document.createElement("link");link.rel="prefetch";link.href=href;document.head.append(link)',
    '}})}};',
    'if(self.PerformanceObserver?.supportedEntryTypes?.includes("paint")){',
    'new PerformanceObserver((list,observer)=>{',
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}',
    '}).observe({type:"paint",buffered:true});',
    `setTimeout(start,${FIRST_PAINT_WAIT_MS})`,
    '}else requestAnimationFrame(start)',
  ].join('');
  return `<script type="module">${script}</script>`;
}
