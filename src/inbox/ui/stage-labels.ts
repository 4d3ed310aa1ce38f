import type { StageFilter } from '../domain/application-inbox';
import type { WorkflowAction } from '../domain/workflow/transitions';

export const FILTER_LABELS: Record<StageFilter, string> = {
  nueva: 'Nuevas',
  'en-tramite': 'En trámite',
  asociada: 'Asociadas',
  cerrada: 'Cerradas',
  'en-revision': 'En revisión',
  spam: 'Spam',
  todas: 'Todas',
};

export const ACTION_LABELS: Record<WorkflowAction, string> = {
  accept: 'Aceptar como Nueva',
  start: 'Pasar a En trámite',
  associate: 'Marcar como Asociada',
  close: 'Cerrar solicitud',
  reopen: 'Reabrir',
  'undo-associate': 'Deshacer la afiliación',
};

/** Closing with the reason 'spam' in one click: what a flood leaves needs no form. */
export const MARK_SPAM_LABEL = 'Marcar como spam';
