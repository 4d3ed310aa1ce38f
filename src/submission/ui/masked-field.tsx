import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { ApplicationForm } from '../domain/application';
import { FIELD_MASKS, PASTED_INTO, type MaskedFieldName } from '../domain/rules/field-masks';
import { FormFieldShell } from './form-field-shell';
import { useInputMask } from '../../shared/ui/use-input-mask';

interface MaskedFieldProps {
  name: MaskedFieldName;
  label: string;
  required?: boolean;
  hint: string;
  autoComplete: string;
  type?: 'text' | 'tel';
}

export function MaskedField({ autoComplete, type = 'text', ...shell }: MaskedFieldProps) {
  const { name } = shell;
  const { control } = useFormContext<ApplicationForm>();
  const { field, fieldState } = useController({ name, control });
  const { input, report } = useInputMask(
    FIELD_MASKS[name],
    field.value,
    field.onChange,
    PASTED_INTO[name],
  );
  // The first value only: later values reach the input through the mask, not through React.
  const [initialValue] = useState(field.value);

  return (
    <FormFieldShell {...shell} error={fieldState.error?.message}>
      {(a11y) => (
        <input
          className="field__control"
          type={type}
          inputMode="numeric"
          autoComplete={autoComplete}
          name={field.name}
          defaultValue={initialValue}
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          onChange={(event) => report(event.target.value)}
          onBlur={field.onBlur}
          {...a11y}
        />
      )}
    </FormFieldShell>
  );
}
