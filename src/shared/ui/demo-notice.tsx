/** Where the demo's staff inbox is, as the public page's note links to it. */
const DEMO_INBOX_PATH = '/personal/';

interface DemoNoticeProps {
  /**
   * Which page it heads: the public page (the form) or the staff inbox. Both keep their
   * applications in memory only, and the inbox receives what the public page sends while both
   * are open in the same browser.
   */
  page: 'public' | 'staff';
  /** The inbox's only: false where this browser cannot receive from the public page. */
  sharing?: boolean;
}

/** Tells whoever runs the page without storage configured that nothing is really sent. */
export function DemoNotice({ page, sharing = true }: DemoNoticeProps) {
  return (
    <aside className="demo-notice" aria-label="Modo demostración">
      {/* One sentence: its link is a link within a sentence, as WCAG 2.5.8 counts targets. */}
      <p className="demo-notice__text">
        <strong>Modo demostración:</strong>{' '}
        {page === 'public' ? (
          <>
            lo que envíes se borra al recargar. Nada sale de tu navegador. Míralo en la{' '}
            <a href={DEMO_INBOX_PATH} target="_blank" rel="noopener">
              bandeja del personal en otra pestaña
            </a>{' '}
            y deja esta abierta.
          </>
        ) : sharing ? (
          <>
            solicitudes ficticias, y las que envíes desde la página pública abierta en otra pestaña
            de este navegador; todo vive en memoria y se borra al recargar. Nada sale de tu
            navegador.
          </>
        ) : (
          <>
            solicitudes ficticias en la memoria de esta pestaña, que se borran al recargar. Este
            navegador no deja que la página pública le pase lo que envíes: aquí no aparecerá. Nada
            sale de tu navegador.
          </>
        )}
      </p>
    </aside>
  );
}
