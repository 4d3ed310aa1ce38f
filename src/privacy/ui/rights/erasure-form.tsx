import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { confirmsErasureOf } from '../../domain/erasure';
import { ErasureNotConfirmedError } from '../../domain/privacy-errors';
import { BusyButton } from '../../../shared/ui/busy-button';
import { CancelRow } from '../../../shared/ui/cancel-row';
import { ToolButton } from '../../../shared/ui/tool-button';
import { erasureFailure } from '../privacy-messages';
import { UncheckedTextField } from './unchecked-text-field';
import { useEraseApplication } from './use-privacy-mutations';
import { formSubmit } from '../../../shared/ui/form-submit';

/**
 * Deletion on request: only once the admin has typed the SOL number of the application to erase.
 */
export function ErasureForm({
  id,
  onErased,
}: {
  id: ApplicationId;
  onErased: (id: ApplicationId) => void;
}) {
  const [open, setOpen] = useState(false);
  const erase = useEraseApplication(onErased);
  const { register, handleSubmit, setFocus } = useForm<{ confirmation: string }>({
    defaultValues: { confirmation: '' },
  });
  // The button that opened the form is gone: the keyboard goes on in the box to type the number.
  useEffect(() => {
    if (open) setFocus('confirmation');
  }, [open, setFocus]);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const failure = unconfirmed
    ? erasureFailure(new ErasureNotConfirmedError(), id)
    : erase.isError
      ? erasureFailure(erase.error, id)
      : undefined;

  const confirm = handleSubmit(({ confirmation }) => {
    setUnconfirmed(!confirmsErasureOf(id, confirmation));
    if (confirmsErasureOf(id, confirmation)) erase.mutate({ id, confirmation });
  });

  if (!open) {
    return <ToolButton label="Borrar esta solicitud" destructive onClick={() => setOpen(true)} />;
  }
  return (
    // A refused erasure shows through the mutation's state.
    <form
      className="close-form"
      noValidate
      onSubmit={formSubmit(confirm)}
      aria-label={`Borrar ${id}`}
    >
      <p>
        Se borrarán para siempre los datos personales de {id}, su historial y sus notas. Solo queda
        constancia del número, la fecha, quién la borró y el motivo (a petición del titular). No se
        puede deshacer.
      </p>
      <UncheckedTextField
        id={`borrar-${id}`}
        label={`Escribe ${id} para confirmar`}
        error={failure}
        readOnly={erase.isPending}
        input={register('confirmation')}
      />
      <CancelRow onCancel={() => setOpen(false)}>
        <BusyButton
          type="submit"
          className="button button--danger"
          busy={erase.isPending}
          label="Borrar para siempre"
          busyLabel="Borrando…"
        />
      </CancelRow>
    </form>
  );
}
