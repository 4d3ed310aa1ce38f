import { useRef, useState } from 'react';
import { stageOfRecord, type ApplicationRecord } from '../../domain/application-record';
import {
  allowedTransitions,
  type CloseReason,
  type WorkflowAction,
} from '../../domain/workflow/transitions';
import { ACTION_LABELS, MARK_SPAM_LABEL } from '../stage-labels';
import { CloseForm } from './close-form';
import { stageChangeFailure, stageChangeSuccess } from './stage-change-messages';
import { useChangeStage } from './use-change-stage';
import { FailureNotice } from '../../../shared/ui/failure-notice';

const CLOSE_FORM_ID = 'cerrar-solicitud';

/** Exactly the workflow's moves from the stage shown; closing asks for its reason first. */
export function StageActions({ application }: { application: ApplicationRecord }) {
  const change = useChangeStage();
  const [closing, setClosing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const transitions = allowedTransitions(stageOfRecord(application));
  const canClose = transitions.some(({ action }) => action === 'close');

  const run = (action: WorkflowAction, reason?: CloseReason) =>
    change.mutate(
      { application, action, ...(reason ? { reason } : {}) },
      // The button pressed is gone with the old stage: the keyboard continues from the heading.
      {
        onSuccess: () => {
          setClosing(false);
          heading.current?.focus();
        },
      },
    );

  return (
    <section className="detail-section" aria-labelledby="acciones-titulo">
      <h2 id="acciones-titulo" className="detail-section__title" ref={heading} tabIndex={-1}>
        Acciones
      </h2>
      {transitions.length === 0 ? (
        <p>Esta solicitud terminó su trámite: no tiene más acciones.</p>
      ) : null}
      <div className="detail-actions">
        {transitions.map(({ action }) =>
          action === 'close' ? (
            <button
              key={action}
              type="button"
              className="button button--secondary"
              aria-expanded={closing}
              aria-controls={closing ? CLOSE_FORM_ID : undefined}
              onClick={() => setClosing((open) => !open)}
            >
              {ACTION_LABELS.close}
            </button>
          ) : (
            <button
              key={action}
              type="button"
              className="button button--primary"
              disabled={change.isPending}
              onClick={() => run(action)}
            >
              {ACTION_LABELS[action]}
            </button>
          ),
        )}
        {canClose ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={change.isPending}
            onClick={() => run('close', 'spam')}
          >
            {MARK_SPAM_LABEL}
          </button>
        ) : null}
      </div>
      {closing && canClose ? (
        <CloseForm
          id={CLOSE_FORM_ID}
          pending={change.isPending}
          onConfirm={(reason) => run('close', reason)}
          onCancel={() => setClosing(false)}
        />
      ) : null}
      <div role="status" className="detail-outcome">
        {change.isPending ? 'Guardando…' : null}
        {change.isSuccess ? stageChangeSuccess(change.variables) : null}
      </div>
      <FailureNotice failure={change.isError ? stageChangeFailure(change.error) : null} />
    </section>
  );
}
