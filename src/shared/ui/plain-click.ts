/** What a click says of how it was made: React's mouse event and the DOM's both have it. */
interface ClickKind {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A plain click, the kind a link follows in place (not a new tab, a download, a selection). */
export const isPlainClick = (event: ClickKind) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
