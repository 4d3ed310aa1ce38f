/** The spec's alerts, verbatim. */
export const INVALID_FORM_ALERT = 'Por favor completa todos los campos requeridos.';
export const SUBMIT_SUCCESS_ALERT = 'Formulario enviado con éxito';
export const SUBMIT_FAILURE_ALERT = 'Ocurrió un error al enviar el formulario';
