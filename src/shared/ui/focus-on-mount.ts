/**
 * A ref callback that moves keyboard focus to an element when it appears, for a view that
 * replaces the control that opened it. One function for every render, so React calls it only
 * when the element mounts, never again on re-render.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
