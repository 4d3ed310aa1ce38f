import { useLayoutEffect, useRef } from 'react';

/**
 * For a row of controls that scrolls sideways on a phone (the sections, the inbox's stages): the
 * one `selector` picks (the current, the pressed) is scrolled into the row's view whenever `key`
 * changes, so what is chosen is never off to the side. Only the row scrolls, never the page.
 */
export function useKeptInLine<Row extends HTMLElement>(selector: string, key: unknown) {
  const row = useRef<Row>(null);
  useLayoutEffect(() => {
    const box = row.current;
    const item = box?.querySelector(selector);
    if (!box || !item || box.scrollWidth <= box.clientWidth) return;
    const outer = box.getBoundingClientRect();
    const inner = item.getBoundingClientRect();
    // A little of the neighbour shows too: the row says there is more beside it.
    const margin = 24;
    if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left + margin;
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right + margin;
  }, [selector, key]);
  return row;
}
