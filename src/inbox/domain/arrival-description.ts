import { endSentence } from '../../shared/domain/end-sentence';
import { formatOfficeDateTime } from '../../shared/domain/office-date-time';
import type { ReviewReason } from '../../submission/domain/intake-review';
import type { ArrivalRecord, ReceiptMail, ReviewMark } from './arrival-records';

/** What the detail says about an application's arrival: its receipt, and its mark if any. */
export interface ArrivalDescription {
  receipt: string;
  review: { label: string; explanation: string } | null;
}

export const REVIEW_LABEL = 'Marcada para revisión';

const times = (count: number) => (count === 1 ? '1 vez' : `${count} veces`);

const REVIEW_EXPLANATIONS: Record<ReviewReason, (markedAt: string) => string> = {
  'limite-de-recepcion': (markedAt) =>
    `Llegó el ${markedAt}, cuando la página ya había recibido más solicitudes de las que admite en una hora. Se guardó igual, pero sin acuse ni avisos por correo: confirma que sea una solicitud genuina antes de darle trámite.`,
  'sin-verificacion': (markedAt) =>
    `Llegó el ${markedAt} desde un navegador sin JavaScript, que no puede pasar la verificación de la página (App Check). Se guardó igual, pero sin acuse ni avisos por correo: confirma que sea una solicitud genuina antes de darle trámite.`,
};

function receiptText(receipt: ReceiptMail, reviewMark: ReviewMark | null): string {
  switch (receipt.state) {
    case 'sent':
      return endSentence(`Acuse por correo: enviado el ${formatOfficeDateTime(receipt.sentAt)}`);
    case 'pending':
      // Before the first attempt, nextAttemptAt is when it was queued, or a sender's lease on it.
      return receipt.attempts === 0
        ? 'Acuse por correo: pendiente, en cola para enviarse.'
        : endSentence(
            `Acuse por correo: pendiente. Falló ${times(receipt.attempts)}; se volverá a intentar a partir del ${formatOfficeDateTime(receipt.nextAttemptAt)}`,
          );
    case 'failed':
      return `Acuse por correo: no se pudo enviar (se intentó ${times(receipt.attempts)}). La persona no recibió su número de solicitud por correo.`;
    case 'none':
      // The server queues none for a marked application; otherwise the cause is not recorded.
      return reviewMark
        ? 'Acuse por correo: no se envió, porque la solicitud está marcada para revisión.'
        : 'Acuse por correo: no se envió (esa dirección ya había recibido un acuse en las últimas 24 horas, o la solicitud se recibió sin servidor de correo).';
  }
}

/** The Spanish staff read about whether the applicant's e-mail went out, and any review mark. */
export function describeArrival({ receipt, reviewMark }: ArrivalRecord): ArrivalDescription {
  return {
    receipt: receiptText(receipt, reviewMark),
    review: reviewMark
      ? {
          label: REVIEW_LABEL,
          explanation: REVIEW_EXPLANATIONS[reviewMark.reason](
            formatOfficeDateTime(reviewMark.markedAt),
          ),
        }
      : null,
  };
}
