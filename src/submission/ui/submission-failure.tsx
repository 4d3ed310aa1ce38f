import { forwardRef } from 'react';
import { cooperative } from '../../shared/content/cooperative';
import type { AddressLimitReachedError } from '../domain/address-quota';
import { ADDRESS_LIMIT_ALERT, SUBMIT_FAILURE_ALERT } from '../domain/submission-messages';

const ADDRESS_LIMIT_ERROR: AddressLimitReachedError['name'] = 'AddressLimitReachedError';

interface SubmissionFailureProps {
  error: Error;
}

/**
 * Shown when the save fails, above the still-filled form. Focused so it is read out. Too many
 * applications from one connection has its own message: trying again at once would not help.
 */
export const SubmissionFailure = forwardRef<HTMLDivElement, SubmissionFailureProps>(
  function SubmissionFailure({ error }, ref) {
    // By name: the class stays out of the first page load (only the intake's client throws it).
    const limited = error.name === ADDRESS_LIMIT_ERROR;
    return (
      <div ref={ref} tabIndex={-1} role="alert" className="notice notice--error">
        <p className="notice__title">{limited ? ADDRESS_LIMIT_ALERT : SUBMIT_FAILURE_ALERT}</p>
        <p>
          Tus datos siguen en el formulario.{' '}
          {limited
            ? 'Vuelve a enviarlo dentro de una hora'
            : 'Revisa tu conexión e inténtalo de nuevo'}
          ; si el problema continúa, llámanos al {cooperative.office.phone}.
        </p>
      </div>
    );
  },
);
