/** Where a passkey can live, as the browser's own dialog will offer them. */
export function PasskeyWays() {
  return (
    <ul className="passkey-ways">
      <li>
        <strong>En esta computadora:</strong> la abres con tu huella, tu cara o el PIN de la
        computadora.
      </li>
      <li>
        <strong>En tu teléfono:</strong> el navegador te muestra un código QR; escanéalo con la
        cámara del teléfono y confirma en el teléfono.
      </li>
      <li>
        <strong>En una llave de seguridad:</strong> una llave USB o NFC que conectas o acercas a la
        computadora.
      </li>
    </ul>
  );
}

/** Demo mode only: the steps are shown, but nothing is created or checked for real. */
export function DemoPasskeyNote() {
  return (
    <p className="demo-box passkey-demo-note">
      <strong>Demostración:</strong> aquí no hay una llave de acceso real. El botón hace como si tu
      computadora o tu teléfono respondieran; no se crea ni se comprueba ninguna llave.
    </p>
  );
}
