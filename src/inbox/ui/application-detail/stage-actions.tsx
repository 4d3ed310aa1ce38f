import { applicantName } from '../../../applications/domain/stored-application';
import { useRef, useState } from 'react';
import { isAdmin } from '../../../access/domain/staff-member';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { ConfirmPrompt } from '../../../shared/ui/confirm-prompt';
import { FailureNotice } from '../../../shared/ui/failure-notice';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../../applications/domain/application-record';
import {
  CHECKLIST_ITEMS,
  isChecklistComplete,
  type Checklist,
} from '../../../applications/domain/requirements/checklist';
import {
  allowedTransitions,
  type CloseReason,
  type WorkflowAction,
} from '../../../applications/domain/workflow/transitions';
import { useInboxUseCases } from '../inbox-use-cases';
import { ACTION_LABELS, MARK_SPAM_LABEL } from '../stage-labels';
import { AssociationOverrideForm } from './association-override-form';
import { CloseForm } from './close-form';
import { missingText } from './requirements-checklist';
import { stageChangeFailure, stageChangeSuccess } from './stage-change-messages';
import { useChangeStage } from './use-change-stage';

const CLOSE_FORM_ID = 'cerrar-solicitud';

/** Whether two checklists tick the same requirements (a stage change leaves it as it was). */
const sameChecklist = (a: Checklist, b: Checklist) =>
  CHECKLIST_ITEMS.every((item) => a[item] === b[item]);
const OVERRIDE_FORM_ID = 'asociar-sin-requisitos';

/** What is open under the buttons: the close form, a confirmation, or the admin's override. */
type Asking = 'close' | 'associate' | 'override' | 'undo' | null;

/**
 * Exactly the workflow's moves from the stage shown, as far as this member may make them:
 * closing asks for its reason; Asociada only once every requirement is met (or an admin says
 * why not), after a confirmation; an admin may undo it for a day.
 */
export function StageActions({ application }: { application: ApplicationRecord }) {
  const change = useChangeStage();
  const member = useSignedInMember();
  const { changeStage } = useInboxUseCases();
  const [asking, setAsking] = useState<Asking>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const complete = isChecklistComplete(application);
  const transitions = allowedTransitions(stageOfRecord(application)).filter(({ action }) => {
    if (action === 'associate') return complete || isAdmin(member);
    if (action === 'undo-associate') return changeStage.mayUndo(application, member);
    return true;
  });
  const canClose = transitions.some(({ action }) => action === 'close');
  const toggle = (what: Exclude<Asking, null>) =>
    setAsking((open) => (open === what ? null : what));

  const run = (action: WorkflowAction, extra: { reason?: CloseReason; override?: string } = {}) =>
    change.mutate(
      { application, action, ...extra },
      // The button pressed is gone with the old stage: the keyboard continues from the heading.
      {
        onSuccess: () => {
          setAsking(null);
          heading.current?.focus();
        },
      },
    );

  const button = (action: WorkflowAction) => {
    switch (action) {
      case 'close':
        return (
          <button
            key={action}
            type="button"
            className="button button--secondary"
            aria-expanded={asking === 'close'}
            aria-controls={asking === 'close' ? CLOSE_FORM_ID : undefined}
            onClick={() => toggle('close')}
          >
            {ACTION_LABELS.close}
          </button>
        );
      case 'associate':
        return complete ? (
          <button
            key={action}
            type="button"
            className="button button--primary"
            disabled={change.isPending}
            onClick={() => toggle('associate')}
          >
            {ACTION_LABELS.associate}
          </button>
        ) : (
          <button
            key={action}
            type="button"
            className="button button--secondary"
            aria-expanded={asking === 'override'}
            aria-controls={asking === 'override' ? OVERRIDE_FORM_ID : undefined}
            onClick={() => toggle('override')}
          >
            Asociar sin completar los requisitos
          </button>
        );
      case 'undo-associate':
        return (
          <button
            key={action}
            type="button"
            className="button button--secondary"
            disabled={change.isPending}
            onClick={() => toggle('undo')}
          >
            {ACTION_LABELS[action]}
          </button>
        );
      default:
        return (
          <button
            key={action}
            type="button"
            className="button button--primary"
            disabled={change.isPending}
            onClick={() => run(action)}
          >
            {ACTION_LABELS[action]}
          </button>
        );
    }
  };

  const name = applicantName(application);
  return (
    <section className="detail-section" aria-labelledby="acciones-titulo">
      <h2 id="acciones-titulo" className="detail-section__title" ref={heading} tabIndex={-1}>
        Acciones
      </h2>
      {transitions.length === 0 ? (
        <p>Esta solicitud terminó su trámite: no tiene más acciones.</p>
      ) : null}
      {/* What is missing is said once, under the requirements just above. */}
      {stageOfRecord(application) === 'en-tramite' && !complete && !isAdmin(member) ? (
        <p>Para marcarla como Asociada, primero marca todos los requisitos.</p>
      ) : null}
      <div className="detail-actions">
        {transitions.map(({ action }) => button(action))}
        {canClose ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={change.isPending}
            onClick={() => run('close', { reason: 'spam' })}
          >
            {MARK_SPAM_LABEL}
          </button>
        ) : null}
      </div>
      {asking === 'close' && canClose ? (
        <CloseForm
          id={CLOSE_FORM_ID}
          pending={change.isPending}
          onConfirm={(reason) => run('close', { reason })}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'associate' ? (
        <ConfirmPrompt
          confirmLabel="Sí, marcar como Asociada"
          tone="primary"
          onConfirm={() => run('associate')}
          onCancel={() => setAsking(null)}
        >
          {name} ({application.id}) cumple todos los requisitos y pasará a Asociada. Solo la
          administración puede deshacerlo, y solo durante un día.
        </ConfirmPrompt>
      ) : null}
      {asking === 'override' ? (
        <AssociationOverrideForm
          id={OVERRIDE_FORM_ID}
          missing={missingText(application)}
          pending={change.isPending}
          onConfirm={(override) => run('associate', { override })}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'undo' ? (
        <ConfirmPrompt
          confirmLabel="Sí, deshacer la afiliación"
          tone="danger"
          onConfirm={() => run('undo-associate')}
          onCancel={() => setAsking(null)}
        >
          {name} ({application.id}) volverá a En trámite, con sus requisitos como están. El
          historial guarda la afiliación y que se deshizo.
        </ConfirmPrompt>
      ) : null}
      <div role="status" className="detail-outcome">
        {change.isPending ? 'Guardando…' : null}
        {/* 'Listo: …' is about the move just made: a requirement ticked after it clears it. */}
        {change.isSuccess &&
        sameChecklist(change.variables.application.checklist, application.checklist)
          ? stageChangeSuccess(change.variables)
          : null}
      </div>
      <FailureNotice failure={change.isError ? stageChangeFailure(change.error) : null} />
    </section>
  );
}
