import { cooperative, formatUsd } from '../../shared/content/cooperative';
import type { ChecklistItem } from '../../applications/domain/requirements/checklist';
import type { Stage } from '../../applications/domain/workflow/stage';
import type { CloseReason } from '../../applications/domain/workflow/transitions';
import type { StatusRecord } from '../../applications/domain/status-records';

/**
 * Where an application stands, in the applicant's words: not the staff's stages, but what they
 * mean to the person waiting.
 */
export type ApplicantStage = 'recibida' | 'te-esperamos' | 'en-tramite' | 'asociado' | 'cerrada';

export function applicantStageOf({ stage, missing }: Pick<StatusRecord, 'stage' | 'missing'>) {
  const stages: Record<Stage, ApplicantStage> = {
    nueva: 'recibida',
    'en-revision': 'recibida',
    'en-tramite': missing.length > 0 ? 'te-esperamos' : 'en-tramite',
    asociada: 'asociado',
    cerrada: 'cerrada',
  };
  return stages[stage];
}

export const APPLICANT_STAGE_WORDS: Record<ApplicantStage, { title: string; text: string }> = {
  recibida: {
    title: 'Recibida',
    text:
      'Recibimos tu solicitud. El personal de la cooperativa la revisará pronto. Mientras tanto, ' +
      'puedes preparar lo que te pedimos y pasar por la oficina.',
  },
  'te-esperamos': {
    title: 'Te esperamos en la oficina',
    text: 'Tu solicitud está en trámite. Para seguir, te falta entregar o hacer lo siguiente.',
  },
  'en-tramite': {
    title: 'En trámite',
    text: 'Ya tenemos todo lo que te pedimos. El personal está terminando tu trámite.',
  },
  asociado: {
    title: 'Ya eres asociado o asociada',
    text: `Tu solicitud terminó: ya eres parte de ${cooperative.shortName}. ¡Bienvenido o bienvenida!`,
  },
  cerrada: {
    title: 'Cerrada',
    text: 'Tu solicitud está cerrada.',
  },
};

/** Why it was closed, as the applicant is told. */
export const CLOSE_REASON_WORDS: Record<CloseReason, string> = {
  'no-se-presento': 'no te presentaste a la oficina a tiempo para seguir con el trámite',
  'documentos-incompletos': 'faltaron documentos por entregar',
  'no-cumple-requisitos': 'no se cumplían los requisitos para asociarse',
  desistio: 'pediste retirarla',
  duplicada: 'ya había otra solicitud tuya con los mismos datos',
  spam: 'no parecía una solicitud real',
};

const { idCopyScalePercent, feeUsd } = cooperative.membership;

/** Each item of the staff's checklist, as what the applicant still has to bring or do. */
export const MISSING_ITEM_WORDS: Record<ChecklistItem, string> = {
  'copia-dui': `Tu DUI original y una fotocopia ampliada al ${idCopyScalePercent} %`,
  'copia-nit': `Tu NIT original y una fotocopia ampliada al ${idCopyScalePercent} %`,
  'recibo-agua': 'Un recibo de agua reciente, como comprobante de domicilio',
  cuota: `El pago único de ${formatUsd(feeUsd)} (inscripción, membresía y aportación inicial)`,
  charla: 'Asistir a una charla informativa',
};

/** What is still to bring or do: only while the application is on its way. */
export const stillMissing = (record: Pick<StatusRecord, 'stage' | 'missing'>): ChecklistItem[] =>
  ['nueva', 'en-revision', 'en-tramite'].includes(record.stage) ? record.missing : [];
