import type { MouseEvent } from 'react';

/** A plain click, the kind a link follows in place (not a new tab, a download, a selection). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
