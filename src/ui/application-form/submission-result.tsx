import { forwardRef } from 'react';
import type { ApplicationId } from '../../domain/application-id';
import { cooperative, formatUsd, fullAddress } from '../content/cooperative';
import { SUBMIT_FAILURE_ALERT, SUBMIT_SUCCESS_ALERT } from './submission-messages';

const { membership } = cooperative;

/** Shown after a save: the number to bring and what to bring with it. Focused so it is read out. */
export const SubmissionSuccess = forwardRef<HTMLDivElement, { applicationId: ApplicationId }>(
  function SubmissionSuccess({ applicationId }, ref) {
    return (
      <div ref={ref} tabIndex={-1} role="status" className="notice notice--success">
        <p className="notice__title">{SUBMIT_SUCCESS_ALERT}</p>
        <p>
          Tu número de solicitud es <strong className="application-number">{applicationId}</strong>. Anótalo y
          preséntalo en nuestra oficina ({fullAddress}) con:
        </p>
        <ul>
          <li>tu DUI y tu NIT originales, y una fotocopia de cada uno ampliada al {membership.idCopyScalePercent} %;</li>
          <li>un recibo de agua reciente como comprobante de domicilio;</li>
          <li>{formatUsd(membership.feeUsd)} para el pago único de inscripción, membresía y aportación inicial.</li>
        </ul>
        <p>Horario de atención: {cooperative.office.hours}</p>
      </div>
    );
  },
);

export const SubmissionFailure = forwardRef<HTMLDivElement>(function SubmissionFailure(_props, ref) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="notice notice--error">
      <p className="notice__title">{SUBMIT_FAILURE_ALERT}</p>
      <p>
        Tus datos siguen en el formulario. Revisa tu conexión e inténtalo de nuevo; si el problema continúa,
        llámanos al {cooperative.office.phone}.
      </p>
    </div>
  );
});
