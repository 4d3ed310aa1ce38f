import type { TypedField } from './stored-application';

/**
 * The typed fields' names as the public form shows them, for staff screens, history and reports.
 */
export const FIELD_LABELS: Record<TypedField, string> = {
  first_name: 'Nombres',
  last_name: 'Apellidos',
  company: 'Razón Social',
  phone: 'Teléfono',
  dui: 'DUI',
  nit: 'NIT',
  email: 'Correo electrónico',
  address: 'Dirección',
  message: 'Comentarios',
};
