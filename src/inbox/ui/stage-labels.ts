import type { StageFilter } from '../domain/application-inbox';
import type { WorkflowAction } from '../domain/workflow/transitions';

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
