/** Tells whoever runs the page without storage configured that nothing is really sent. */
export function DemoNotice() {
  return (
    <aside className="demo-notice" aria-label="Modo demostración">
      <strong>Modo demostración:</strong> las solicitudes se guardan solo en la memoria de esta
      pestaña y se borran al recargar la página. Nada sale de tu navegador.
    </aside>
  );
}
