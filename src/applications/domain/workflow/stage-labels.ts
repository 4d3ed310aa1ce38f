import type { Stage } from './stage';
import type { CloseReason } from './transitions';

/**
 * The stages' and close reasons' names as staff read them, on screen, on paper and in an export.
 */
export const STAGE_LABELS: Record<Stage, string> = {
  nueva: 'Nueva',
  'en-tramite': 'En trámite',
  asociada: 'Asociada',
  cerrada: 'Cerrada',
  'en-revision': 'En revisión',
};

export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  'no-se-presento': 'No se presentó',
  'documentos-incompletos': 'Documentos incompletos',
  'no-cumple-requisitos': 'No cumple los requisitos',
  desistio: 'Desistió',
  duplicada: 'Solicitud duplicada',
  spam: 'Spam o prueba',
};
