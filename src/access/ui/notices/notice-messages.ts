import type { NoticePreference } from '../../domain/notice-preference';

export const NOTICE_LABEL = 'Avisos por correo';

/** How each choice reads in the header, in the order the domain lists them. */
export const NOTICE_CHOICE_LABELS: Record<NoticePreference, string> = {
  'cada-solicitud': 'Uno por cada solicitud nueva',
  'resumen-diario': 'Un resumen al día',
  ninguno: 'Ninguno',
};

export const READ_FAILURE =
  'No pudimos consultar qué avisos por correo recibes. Recarga la página para intentarlo de nuevo.';

export const SAVE_FAILURE =
  'No pudimos guardar tu preferencia de correos: sigue como estaba. Revisa tu conexión e intenta de nuevo.';
