import type { ApplicationId } from '../../applications/domain/application-id';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../applications/domain/application-record';
import { CLOSE_REASON_LABELS, STAGE_LABELS } from '../../applications/domain/workflow/stage-labels';

/**
 * What staff read of a repeat applicant's earlier application, e.g. 'Solicitud anterior:
 * SOL6422, Cerrada: no se presentó'. `found` is undefined when it is no longer stored (erased or
 * removed).
 */
export function previousApplicationText(
  id: ApplicationId,
  found: ApplicationRecord | undefined,
): string {
  if (!found) return `Solicitud anterior: ${id}, ya no está guardada.`;
  const stage = STAGE_LABELS[stageOfRecord(found)];
  const reason = found.closeReason
    ? `: ${CLOSE_REASON_LABELS[found.closeReason].toLowerCase()}`
    : '';
  return `Solicitud anterior: ${id}, ${stage}${reason}.`;
}
