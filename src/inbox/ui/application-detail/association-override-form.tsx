import { useId, useState } from 'react';
import { CancelRow } from '../../../shared/ui/cancel-row';
import {
  MAX_OVERRIDE_LENGTH,
  overrideReasonProblem,
} from '../../../applications/domain/requirements/association';

const PROBLEMS = {
  blank: 'Escribe por qué se asocia sin completar los requisitos.',
  'too-long': `El motivo tiene como máximo ${MAX_OVERRIDE_LENGTH} caracteres.`,
  hidden: 'El motivo tiene caracteres invisibles o de control: escríbelo de nuevo.',
};

interface AssociationOverrideFormProps {
  id: string;
  missing: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** An admin marks Asociada what misses a requirement, writing why: the history keeps it. */
export function AssociationOverrideForm({
  id,
  missing,
  pending,
  onConfirm,
  onCancel,
}: AssociationOverrideFormProps) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      id={id}
      className="close-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = overrideReasonProblem(reason);
        setProblem(found ? PROBLEMS[found] : null);
        if (!found) onConfirm(reason);
      }}
    >
      <p>
        {missing} Como administración puedes marcarla como Asociada igualmente: el motivo queda en
        el historial.
      </p>
      <label className="field__label" htmlFor={fieldId}>
        Motivo para asociar sin completar los requisitos
      </label>
      <input
        id={fieldId}
        className="field__control"
        value={reason}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem ? (
        <p id={`${fieldId}-error`} role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
      <CancelRow onCancel={onCancel}>
        <button type="submit" className="button button--primary" disabled={pending}>
          Marcar como Asociada
        </button>
      </CancelRow>
    </form>
  );
}
