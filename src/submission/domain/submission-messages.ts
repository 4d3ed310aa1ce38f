/** The spec's alerts, verbatim. */
export const INVALID_FORM_ALERT = 'Por favor completa todos los campos requeridos.';
export const SUBMIT_SUCCESS_ALERT = 'Formulario enviado con éxito';
export const SUBMIT_FAILURE_ALERT = 'Ocurrió un error al enviar el formulario';

/** Not the spec's: the server's per-address limit (src/submission/domain/address-quota.ts). */
export const ADDRESS_LIMIT_ALERT = 'Se enviaron demasiadas solicitudes desde esta conexión';

/**
 * Not the spec's: the day's bound on plain forms that could not be verified
 * (src/submission/domain/intake-limits.ts).
 */
export const UNVERIFIED_LIMIT_ALERT =
  'Por hoy ya recibimos todas las solicitudes que este formulario puede aceptar';

/** Demo mode keeps applications in the tab's memory: without the script, nowhere to send. */
export const DEMO_NEEDS_SCRIPT =
  'Esta demostración necesita JavaScript para enviar el formulario: actívalo en tu navegador.';
