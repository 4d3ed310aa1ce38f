import { forwardRef } from 'react';
import { cooperative } from '../../shared/content/cooperative';
import { SUBMIT_FAILURE_ALERT } from './submission-messages';

/** Shown when the save fails, above the still-filled form. Focused so it is read out. */
export const SubmissionFailure = forwardRef<HTMLDivElement>(
  function SubmissionFailure(_props, ref) {
    return (
      <div ref={ref} tabIndex={-1} role="alert" className="notice notice--error">
        <p className="notice__title">{SUBMIT_FAILURE_ALERT}</p>
        <p>
          Tus datos siguen en el formulario. Revisa tu conexión e inténtalo de nuevo; si el problema
          continúa, llámanos al {cooperative.office.phone}.
        </p>
      </div>
    );
  },
);
