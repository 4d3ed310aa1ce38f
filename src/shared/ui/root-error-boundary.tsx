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

/**
 * A page's last resort: whatever its tree throws while rendering, the visitor gets a message and
 * a way to start again instead of a blank page. Until then it adds nothing to the HTML. The root's
 * onCaughtError logs the error, redacted (report-render-failure.ts); this shows none of it.
 */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const notice = <RenderFailureNotice reload={this.props.reload ?? reloadPage} />;
    if (this.props.around === 'part') return <div className="page-error">{notice}</div>;
    return <main className="container container--narrow page-error">{notice}</main>;
  }
}
