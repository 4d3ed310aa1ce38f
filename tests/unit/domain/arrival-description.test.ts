import { describe, expect, it } from 'vitest';
import { describeArrival, REVIEW_LABEL } from '../../../src/inbox/domain/arrival-description';
import {
  NOTHING_RECORDED,
  type ArrivalRecord,
  type ReceiptMail,
} from '../../../src/inbox/domain/arrival-records';

/** 10:42 in El Salvador (UTC-6), whatever zone the test machine is in. */
const AT_10_42 = new Date('2026-11-23T16:42:00Z');
const MARK = { reason: 'limite-de-recepcion', markedAt: AT_10_42 } as const;

const receiptOf = (receipt: ReceiptMail, reviewMark: ArrivalRecord['reviewMark'] = null) =>
  describeArrival({ receipt, reviewMark }).receipt;

describe("the arrival record's text", () => {
  it('says when the receipt went out, on the office clock', () => {
    expect(receiptOf({ state: 'sent', sentAt: AT_10_42 })).toBe(
      'Acuse por correo: enviado el 23/11/2026, 10:42\u00a0a.\u00a0m.',
    );
  });

  it('says a receipt not yet tried is waiting in the queue, without a time that may be a lease', () => {
    expect(receiptOf({ state: 'pending', attempts: 0, nextAttemptAt: AT_10_42 })).toBe(
      'Acuse por correo: pendiente, en cola para enviarse.',
    );
  });

  it('says how often a pending receipt failed and from when it will be tried again', () => {
    expect(receiptOf({ state: 'pending', attempts: 1, nextAttemptAt: AT_10_42 })).toBe(
      'Acuse por correo: pendiente. Falló 1 vez; se volverá a intentar a partir del 23/11/2026, 10:42\u00a0a.\u00a0m.',
    );
    expect(receiptOf({ state: 'pending', attempts: 3, nextAttemptAt: AT_10_42 })).toContain(
      'Falló 3 veces;',
    );
  });

  it('says a receipt was given up, after how many attempts, and what that means', () => {
    expect(receiptOf({ state: 'failed', attempts: 14 })).toBe(
      'Acuse por correo: no se pudo enviar (se intentó 14 veces). La persona no recibió su número de solicitud por correo.',
    );
  });

  it('gives the possible reasons when no receipt was queued, and the known one when marked', () => {
    expect(receiptOf({ state: 'none' })).toBe(
      'Acuse por correo: no se envió (esa dirección ya había recibido un acuse en las últimas 24 horas, o la solicitud se recibió sin servidor de correo).',
    );
    expect(receiptOf({ state: 'none' }, MARK)).toBe(
      'Acuse por correo: no se envió, porque la solicitud está marcada para revisión.',
    );
  });

  it('names a review mark, with when and why, and what staff should do', () => {
    const { review } = describeArrival({ receipt: { state: 'none' }, reviewMark: MARK });
    expect(review?.label).toBe(REVIEW_LABEL);
    expect(REVIEW_LABEL).toBe('Marcada para revisión');
    expect(review?.explanation).toBe(
      'Llegó el 23/11/2026, 10:42\u00a0a.\u00a0m., cuando la página ya había recibido más solicitudes de las que admite en una hora. Se guardó igual, pero sin acuse ni avisos por correo: confirma que sea una solicitud genuina antes de darle trámite.',
    );
  });

  it('has no review part for an application that is not marked', () => {
    expect(describeArrival(NOTHING_RECORDED).review).toBeNull();
  });
});
