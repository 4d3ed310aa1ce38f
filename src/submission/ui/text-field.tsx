import type { HTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ApplicationForm } from '../../applications/domain/stored-application';
import { FormFieldShell } from './form-field-shell';

type TextFieldName = 'first_name' | 'last_name' | 'company' | 'email' | 'address' | 'message';

interface TextFieldProps {
  name: TextFieldName;
  label: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  multiline,
  ...shell
}: TextFieldProps) {
  const { name } = shell;
  const { register, formState } = useFormContext<ApplicationForm>();
  return (
    <FormFieldShell {...shell} error={formState.errors[name]?.message}>
      {(control) =>
        multiline ? (
          <textarea
            className="field__control"
            rows={4}
            autoComplete={autoComplete}
            {...control}
            {...register(name)}
          />
        ) : (
          <input
            className="field__control"
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            spellCheck={type === 'email' ? false : undefined}
            {...control}
            {...register(name)}
          />
        )
      }
    </FormFieldShell>
  );
}
