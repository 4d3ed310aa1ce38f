import { escapeHtml } from '../../../shared/domain/html-text';
import { findTransition } from '../../../applications/domain/workflow/transitions';
import type { ReadStatus } from '../../application/read-status';
import type { WithdrawApplication } from '../../application/withdraw-application';
import { statusActionPath } from '../../domain/status-link';
import type { StatusRecord, WithdrawalOutcome } from '../../../applications/domain/status-records';
import {
  contact,
  postButton,
  type LinkPageAnswer,
} from '../../../shared/adapters/server/link-page-html';
import { answer, backLink, INVALID_LINK } from './status-page-html';

/**
 * Retirar mi solicitud (/estado/TOKEN/retirar): a GET asks first (a mail scanner opening the
 * link closes nothing), the POST closes it; the answers say what became of it.
 */

/** Whether the page offers a withdrawal: a stage the workflow lets close, not closed already. */
export const canWithdraw = (record: StatusRecord) =>
  record.stage !== 'cerrada' && findTransition(record.stage, 'close') !== undefined;

const WITHDRAWAL_PAGES: Record<
  Exclude<WithdrawalOutcome, 'gone'>,
  { status: number; title: string; body: string }
> = {
  withdrawn: {
    status: 200,
    title: 'Retiraste tu solicitud',
    body:
      '<p>Tu solicitud quedó cerrada y, si tenías un cupo en una charla, quedó libre para otra ' +
      `persona. Si cambias de opinión, puedes llenar otra solicitud o ${contact}.</p>`,
  },
  'already-closed': {
    status: 200,
    title: 'Tu solicitud ya está cerrada',
    body: `<p>No hay nada más que hacer. Si tienes dudas, ${contact}.</p>`,
  },
  'not-closable': {
    status: 409,
    title: 'Tu solicitud ya no se puede retirar',
    body: `<p>Tu trámite ya terminó. Si tienes dudas, ${contact}.</p>`,
  },
};

export async function withdrawalAnswer(
  method: string,
  token: string,
  useCases: {
    readStatus: Pick<ReadStatus, 'execute'>;
    withdrawApplication: Pick<WithdrawApplication, 'execute'>;
  },
): Promise<LinkPageAnswer> {
  if (method === 'POST') {
    const outcome = await useCases.withdrawApplication.execute(token);
    if (outcome === 'gone') return INVALID_LINK;
    const { status, title, body } = WITHDRAWAL_PAGES[outcome];
    return answer(status, title, body + backLink(token));
  }
  const view = await useCases.readStatus.execute(token);
  if (!view.found) return INVALID_LINK;
  if (view.record.stage === 'cerrada') {
    const { status, title, body } = WITHDRAWAL_PAGES['already-closed'];
    return answer(status, title, body + backLink(token));
  }
  if (!canWithdraw(view.record)) {
    const { status, title, body } = WITHDRAWAL_PAGES['not-closable'];
    return answer(status, title, body + backLink(token));
  }
  return answer(
    200,
    '¿Quieres retirar tu solicitud?',
    `<p>Solicitud <strong>${escapeHtml(view.record.id)}</strong>. Si la retiras, la cooperativa ` +
      'la cerrará y, si tienes un cupo en una charla, quedará libre para otra persona. Para ' +
      'volver a intentarlo tendrías que llenar otra solicitud.</p>' +
      postButton(statusActionPath(token, 'retirar'), 'Sí, retirar mi solicitud') +
      backLink(token),
  );
}
