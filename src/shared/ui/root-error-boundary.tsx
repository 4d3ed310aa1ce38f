import { Component, type ReactNode } from 'react';
import { focusOnMount } from './focus-on-mount';

interface RootErrorBoundaryProps {
  children: ReactNode;
  /** What the button does: the browser's reload unless a test says otherwise. */
  reload?: () => void;
}

const reloadPage = () => location.reload();

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
    const reload = this.props.reload ?? reloadPage;
    return (
      <main className="container container--narrow page-error">
        <div role="alert" className="notice notice--error">
          <h1 ref={focusOnMount} tabIndex={-1} className="notice__title">
            Algo salió mal al mostrar esta página.
          </h1>
          <p>
            Recarga la página para intentarlo de nuevo. Si estabas escribiendo algo, quizá tengas
            que escribirlo otra vez. Si vuelve a pasar, espera unos minutos y prueba de nuevo.
          </p>
          <button type="button" className="button button--secondary" onClick={() => reload()}>
            Recargar la página
          </button>
        </div>
      </main>
    );
  }
}
