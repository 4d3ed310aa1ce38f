import type { StageChangeRequest } from '../../application/change-application-stage';
import { stageOfRecord } from '../../../applications/domain/application-record';
import {
  StaleStageError,
  TransitionNotAllowedError,
} from '../../../applications/domain/application-errors';
import { findTransition } from '../../../applications/domain/workflow/transitions';
import { STAGE_LABELS } from '../../../applications/domain/workflow/stage-labels';

export function stageChangeFailure(error: Error): string {
  if (error instanceof StaleStageError)
    return 'Otra persona cambió esta solicitud mientras la veías: revisa su etapa actual.';
  if (error instanceof TransitionNotAllowedError)
    return 'Esa acción ya no está disponible para esta solicitud: revisa su etapa actual.';
  return 'No pudimos guardar el cambio. Revisa tu conexión e intenta de nuevo.';
}

export function stageChangeSuccess({ application, action, reason }: StageChangeRequest): string {
  const to = findTransition(stageOfRecord(application), action)?.to;
  if (to === 'cerrada' && reason === 'spam')
    return `Listo: la solicitud ${application.id} quedó cerrada como spam.`;
  return to
    ? `Listo: la solicitud ${application.id} pasó a ${STAGE_LABELS[to]}.`
    : 'Listo: cambio guardado.';
}
