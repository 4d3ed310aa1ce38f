import type { StageFilter } from '../domain/application-inbox';
import type { WorkflowAction } from '../domain/workflow/transitions';

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
