const GAP_PX = 16;

/**
 * Focuses the receipt's slip (so it is read out) and scrolls it over the spot where the submit
 * button was: the second click of a double click, or an impatient tap, then lands on the slip's
 * text rather than on one of the receipt's buttons. The slip's top stays in view.
 */
export function focusReceiptOver(slip: HTMLElement, submitButton: DOMRect | undefined): void {
  slip.focus({ preventScroll: true });
  const { top, height } = slip.getBoundingClientRect();
  let wantedTop = GAP_PX;
  if (submitButton) {
    // Near the top of the screen, as long as the slip still reaches past the button's bottom...
    wantedTop = Math.max(GAP_PX, submitButton.bottom + GAP_PX - height);
    // ...and no lower than the button's top, had the button been at the very top of the screen.
    wantedTop = Math.max(0, Math.min(wantedTop, submitButton.top));
  }
  const viewport = document.scrollingElement;
  // Whole pixels, rounded up: the slip ends at or above wantedTop, never a fraction below it.
  if (viewport) viewport.scrollTop = Math.ceil(viewport.scrollTop + top - wantedTop);
}
