import { Component, type ReactNode } from 'react';
import { RenderFailureNotice, reloadPage } from './render-failure-notice';

interface RootErrorBoundaryProps {
  children: ReactNode;
  /** What the button does: the browser's reload unless a test says otherwise. */
  reload?: () => void;
  /**
   * 'page' when the tree is the whole page, so the message is its main landmark; 'part' when the
   * tree is one part of a page that stays (the public page's form), inside that page's own main.
   */
  around?: 'page' | 'part';
}

interface RootErrorBoundaryState {
  failed: boolean;
  /** What had focus as the tree failed, before its message replaced it. */
  focusedBefore: Element | null;
}

/**
 * A page's last resort: whatever its tree throws while rendering, the visitor gets a message and
 * a way to start again instead of a blank page. Until then it adds nothing to the HTML. The root's
 * onCaughtError logs the error, redacted (report-render-failure.ts); this shows none of it.
 */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, RootErrorBoundaryState> {
  override state: RootErrorBoundaryState = { failed: false, focusedBefore: null };

  static getDerivedStateFromError(): RootErrorBoundaryState {
    // Read before React takes the failed tree out: a focused field taken out leaves focus on the
    // body, so once the message is in, nothing would tell that the visitor was in there.
    return {
      failed: true,
      focusedBefore: typeof document === 'undefined' ? null : document.activeElement,
    };
  }

  /**
   * A part's message takes focus only from the part itself: one that fails as the page loads
   * (nothing focused) or while the visitor is elsewhere on the page must not move them, nor
   * scroll the page to it. Called once, as the message is placed (its heading is in by then).
   */
  private readonly focusIfFocusWasInside = (place: HTMLDivElement | null) => {
    const { focusedBefore } = this.state;
    if (!place || !focusedBefore || focusedBefore === document.body) return;
    // Out of the document: it was in the failed tree this message replaced.
    const wasInside = !focusedBefore.isConnected || !!place.parentElement?.contains(focusedBefore);
    if (wasInside) place.querySelector<HTMLElement>('.notice__title')?.focus();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? reloadPage;
    if (this.props.around === 'part')
      return (
        <div className="page-error" ref={this.focusIfFocusWasInside}>
          <RenderFailureNotice reload={reload} inPart />
        </div>
      );
    return (
      <main className="container container--narrow page-error">
        <RenderFailureNotice reload={reload} />
      </main>
    );
  }
}
