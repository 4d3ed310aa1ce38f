import type { StageFilter } from '../../../domain/staff/application-inbox';
import type { Stage } from '../../../domain/workflow/stage';
import type { CloseReason, WorkflowAction } from '../../../domain/workflow/transitions';

export const STAGE_LABELS: Record<Stage, string> = {
  nueva: 'Nueva',
  'en-tramite': 'En trámite',
  asociada: 'Asociada',
  cerrada: 'Cerrada',
};

/** The list's filters, in the order staff work through them. */
export const FILTERS: readonly StageFilter[] = ['nueva', 'en-tramite', 'asociada', 'cerrada', 'todas'];

export const FILTER_LABELS: Record<StageFilter, string> = {
  nueva: 'Nuevas',
  'en-tramite': 'En trámite',
  asociada: 'Asociadas',
  cerrada: 'Cerradas',
  todas: 'Todas',
};

export const ACTION_LABELS: Record<WorkflowAction, string> = {
  start: 'Pasar a En trámite',
  associate: 'Marcar como Asociada',
  close: 'Cerrar solicitud',
  reopen: 'Reabrir',
};

export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  'no-se-presento': 'No se presentó',
  'documentos-incompletos': 'Documentos incompletos',
  'no-cumple-requisitos': 'No cumple los requisitos',
  desistio: 'Desistió',
  duplicada: 'Solicitud duplicada',
};
