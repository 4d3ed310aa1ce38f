import { useForm } from 'react-hook-form';
import { CLOSE_REASONS, type CloseReason } from '../../../applications/domain/workflow/transitions';
import { CLOSE_REASON_LABELS } from '../../../applications/domain/workflow/stage-labels';
import { formSubmit } from '../../../shared/ui/form-submit';

interface CloseFormProps {
  id: string;
  pending: boolean;
  onConfirm: (reason: CloseReason) => void;
  onCancel: () => void;
}

/** Closing needs a reason from the list, so the office can count why applications end. */
export function CloseForm({ id, pending, onConfirm, onCancel }: CloseFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: CloseReason | null }>({ defaultValues: { reason: null } });
  const error = errors.reason?.message;

  return (
    <form
      id={id}
      className="close-form"
      noValidate
      // The closing is onConfirm's, a mutation whose failure the detail shows.
      onSubmit={formSubmit(handleSubmit(({ reason }) => reason && onConfirm(reason)))}
    >
      <fieldset
        className="close-form__reasons"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className="field__label">Motivo del cierre</legend>
        {CLOSE_REASONS.map((reason) => (
          <label key={reason} className="check">
            <input
              type="radio"
              className="check__box"
              value={reason}
              {...register('reason', { required: 'Elige el motivo del cierre.' })}
            />
            {CLOSE_REASON_LABELS[reason]}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      <div className="detail-actions">
        <button type="submit" className="button button--danger" disabled={pending}>
          Confirmar cierre
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
