import { useController, useFormContext } from 'react-hook-form';
import type { ApplicationForm } from '../../applications/domain/stored-application';
import {
  FIELD_MASKS,
  PASTED_INTO,
  TYPED_INTO,
  type MaskedFieldName,
} from '../domain/rules/field-masks';
import { FormFieldShell } from './form-field-shell';
import { MaskedInput } from '../../shared/ui/masked-input';

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

  return (
    <FormFieldShell {...shell} error={fieldState.error?.message}>
      {(a11y) => (
        <MaskedInput
          mask={FIELD_MASKS[name]}
          prepare={PASTED_INTO[name]}
          typed={TYPED_INTO[name]}
          value={field.value}
          onValueChange={field.onChange}
          inputRef={field.ref}
          type={type}
          autoComplete={autoComplete}
          name={field.name}
          onBlur={field.onBlur}
          {...a11y}
        />
      )}
    </FormFieldShell>
  );
}
