import { Component, type ReactNode } from 'react';
import { RenderFailureNotice, reloadPage } from './render-failure-notice';

/** The way from a section that failed to the list, which the failure left working. */
export interface WayBack {
  label: string;
  go: () => void;
}

interface SectionErrorBoundaryProps {
  children: ReactNode;
  wayBack: WayBack;
  /**
   * What the section shows, for a section that stays mounted as its view changes (the inbox): a
   * new view is tried afresh. A section that unmounts as it is left needs none.
   */
  view?: string;
  /** What the reload button does: the browser's reload unless a test says otherwise. */
  reload?: () => void;
}

interface SectionErrorBoundaryState {
  failed: boolean;
  view: string | undefined;
}

/**
 * One section's own: whatever it throws while rendering, the root's message (focused) stands in
 * the section's place, with the way back to the list, and the rest of the page keeps working. The
 * root's onCaughtError logs the error, redacted (report-render-failure.ts); this shows none of it.
 */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { failed: false, view: this.props.view };

  static getDerivedStateFromError(): Partial<SectionErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: SectionErrorBoundaryProps,
    state: SectionErrorBoundaryState,
  ): Partial<SectionErrorBoundaryState> | null {
    return props.view === state.view ? null : { failed: false, view: props.view };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { wayBack } = this.props;
    return (
      <div className="page-error">
        <RenderFailureNotice reload={this.props.reload ?? reloadPage}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              // Going back to where the section already is (the inbox's own list) tries it again.
              this.setState({ failed: false });
              wayBack.go();
            }}
          >
            {wayBack.label}
          </button>
        </RenderFailureNotice>
      </div>
    );
  }
}
