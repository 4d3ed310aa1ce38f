import { FIELD_LABELS } from './field-labels';
import { isApplicantActor, type HistoryActor, type HistoryEntry } from './history-entry';
import { CLOSE_REASON_LABELS, STAGE_LABELS } from './workflow/stage-labels';
import { CHECKLIST_LABELS } from './requirements/checklist';

/**
 * What the history says, in words. Who on staff did it is the cooperative's record, not the
 * applicant's data.
 */
export function describeHistoryEntry(entry: HistoryEntry): string {
  switch (entry.kind) {
    case 'note':
      return `Nota del personal: ${entry.text}`;
    case 'rectification':
      return `Se corrigió el campo ${FIELD_LABELS[entry.field]} a petición del titular.`;
    case 'transition': {
      const reason = entry.reason ? ` Motivo: ${CLOSE_REASON_LABELS[entry.reason]}.` : '';
      const override = entry.override
        ? ` Sin completar los requisitos, porque: ${entry.override}`
        : '';
      return `Pasó de ${STAGE_LABELS[entry.from]} a ${STAGE_LABELS[entry.to]}.${reason}${override}`;
    }
    case 'requirement': {
      const label = CHECKLIST_LABELS[entry.item];
      if (!entry.met) return `Se desmarcó el requisito «${label}».`;
      const receipt = entry.receipt ? `, recibo n.º ${entry.receipt}` : '';
      return `Requisito cumplido: «${label}»${receipt}.`;
    }
  }
}

/** Who did it, as the history shows it: the member's e-mail, or the applicant from their link. */
export const describeHistoryActor = (by: HistoryActor): string =>
  isApplicantActor(by) ? 'el solicitante, desde su enlace de seguimiento' : by.email;
