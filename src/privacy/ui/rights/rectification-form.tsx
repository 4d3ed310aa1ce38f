import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RECTIFIABLE_FIELDS, rectificationError } from '../../domain/rectification';
import type { TypedField } from '../../../applications/domain/stored-application';
import { FIELD_LABELS } from '../../../applications/domain/field-labels';
import type { ApplicationRecord } from '../../../applications/domain/application-record';
import { FieldShell } from '../../../shared/ui/field-shell';
import { BusyButton } from '../../../shared/ui/busy-button';
import { CancelRow } from '../../../shared/ui/cancel-row';
import { ToolButton } from '../../../shared/ui/tool-button';
import { rectificationFailure } from '../privacy-messages';
import { UncheckedTextField } from './unchecked-text-field';
import { MaskedCorrectionField } from './masked-correction-field';
import { isMaskedField } from '../../../submission/domain/rules/field-masks';
import { useRectifyApplication } from './use-privacy-mutations';
import { formSubmit } from '../../../shared/ui/form-submit';

const HINTS: Partial<Record<TypedField, string>> = {
  phone: '8 dígitos, por ejemplo 7123-4567: el guion se pone solo.',
  dui: '9 dígitos, formato 00000000-0: el guion se pone solo.',
  nit: '14 dígitos, formato 0000-000000-000-0, o vacío: los guiones se ponen solos.',
};

/**
 * Corrects one field with the public form's rules. The box starts with the stored value; the
 * old value is not kept anywhere once the correction is saved.
 */
export function RectificationForm({ application }: { application: ApplicationRecord }) {
  const [open, setOpen] = useState(false);
  const rectify = useRectifyApplication();
  const {
    register,
    handleSubmit,
    setValue,
    control: formControl,
    setError,
    setFocus,
    formState,
  } = useForm<{ field: TypedField; value: string }>({
    defaultValues: { field: 'first_name', value: application.first_name },
  });
  const field = useWatch({ control: formControl, name: 'field' });
  // The button that opened the form is gone: the keyboard goes on from the form's first field.
  useEffect(() => {
    if (open) setFocus('field');
  }, [open, setFocus]);
  const idBase = `corregir-${application.id}`;
  const error =
    formState.errors.value?.message ??
    (rectify.isError ? rectificationFailure(rectify.error) : undefined);

  // The value's box, masked for phone, DUI and NIT as on the public form.
  const valueBox = {
    id: `${idBase}-valor`,
    label: 'Valor correcto',
    hint: HINTS[field],
    error,
    readOnly: rectify.isPending,
  };

  const save = handleSubmit(({ field: chosen, value }) => {
    const invalid = rectificationError(application, chosen, value);
    if (invalid !== undefined) return setError('value', { message: invalid });
    rectify.mutate({ application, field: chosen, value });
  });

  if (!open) {
    return (
      <ToolButton label="Corregir un dato" onClick={() => setOpen(true)}>
        {rectify.isSuccess ? (
          <p role="status">Corrección guardada: {FIELD_LABELS[rectify.variables.field]}.</p>
        ) : null}
      </ToolButton>
    );
  }
  return (
    <form
      className="close-form"
      noValidate
      // A refused correction shows through setError or the mutation's state.
      onSubmit={formSubmit(save)}
      aria-label={`Corregir un dato de ${application.id}`}
    >
      <FieldShell id={`${idBase}-campo`} label="Campo">
        {(control) => (
          <select
            className="field__control"
            {...control}
            {...register('field', {
              onChange: (event) => setValue('value', application[event.target.value as TypedField]),
            })}
          >
            {RECTIFIABLE_FIELDS.map((name) => (
              <option key={name} value={name}>
                {FIELD_LABELS[name]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {isMaskedField(field) ? (
        <MaskedCorrectionField key={field} {...valueBox} field={field} control={formControl} />
      ) : (
        <UncheckedTextField key={field} {...valueBox} input={register('value')} />
      )}
      <CancelRow
        onCancel={() => {
          rectify.reset();
          setOpen(false);
        }}
      >
        <BusyButton
          type="submit"
          className="button button--primary"
          busy={rectify.isPending}
          label="Guardar corrección"
          busyLabel="Guardando…"
        />
      </CancelRow>
      <p role="status" className="detail-outcome">
        {rectify.isSuccess
          ? `Corrección guardada: ${FIELD_LABELS[rectify.variables.field]}. El historial registra el campo, quién y cuándo; no el valor anterior.`
          : null}
      </p>
    </form>
  );
}
