import type { ReactNode } from 'react';
import { focusOnMount } from './focus-on-mount';

/**
 * What stands where a view failed to render: one message, focused as it appears, the reload
 * button, and whatever other way out the view's place offers (`children`). It shows nothing of the
 * error; the root's onCaughtError logs it, redacted (report-render-failure.ts). In one part of a
 * page that stays (`inPart`) its heading sits under that part's and it leaves focus to whoever
 * places it (root-error-boundary.tsx).
 */
export function RenderFailureNotice({
  reload,
  inPart = false,
  children,
}: {
  reload: () => void;
  inPart?: boolean;
  children?: ReactNode;
}) {
  const Heading = inPart ? 'h3' : 'h1';
  return (
    <div role="alert" className="notice notice--error">
      <Heading ref={inPart ? undefined : focusOnMount} tabIndex={-1} className="notice__title">
        Algo salió mal al mostrar esta página.
      </Heading>
      <p>
        Recarga la página para intentarlo de nuevo. Si estabas escribiendo algo, quizá tengas que
        escribirlo otra vez. Si vuelve a pasar, espera unos minutos y prueba de nuevo.
      </p>
      <button type="button" className="button button--secondary" onClick={() => reload()}>
        Recargar la página
      </button>
      {children}
    </div>
  );
}

export const reloadPage = () => location.reload();
