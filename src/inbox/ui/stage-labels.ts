import type { ListFilter } from '../domain/list-filters';
import { STALE_AFTER_DAYS, WAITING_AFTER_DAYS } from '../../applications/domain/progress';
import type { WorkflowAction } from '../../applications/domain/workflow/transitions';

export const FILTER_LABELS: Record<ListFilter, string> = {
  nueva: 'Nuevas',
  'en-tramite': 'En trámite',
  esperando: 'Esperando al solicitante',
  asociada: 'Asociadas',
  cerrada: 'Cerradas',
  'en-revision': 'En revisión',
  spam: 'Spam',
  todas: 'Todas',
};

/** What a list holds, said under the filters where it is not plain from its name. */
export const FILTER_EXPLANATIONS: Partial<Record<ListFilter, string>> = {
  esperando: `En trámite, con requisitos pendientes y sin ningún avance (requisito marcado o cambio de etapa) en más de ${WAITING_AFTER_DAYS} días: conviene llamar al solicitante. Primero las que más esperan.`,
};

/** Said once under a list that marks some rows: what the mark means. */
export const STALE_EXPLANATION = `«Sin avance» marca las solicitudes abiertas (nuevas, en trámite o en revisión) sin ningún avance en ${STALE_AFTER_DAYS} días o más.`;

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
