import { Controller, useFormContext } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import type { ApplicationForm } from '../../domain/application';
import { FieldShell } from './field-shell';

/** The spec's masks: '0' is any digit, so letters are ignored and typing stops at the mask's end. */
export const FIELD_MASKS = {
  phone: '0000-0000',
  dui: '00000000-0',
  nit: '0000-000000-000-0',
} as const;

interface MaskedFieldProps {
  name: keyof typeof FIELD_MASKS;
  label: string;
  required?: boolean;
  hint: string;
  autoComplete: string;
  type?: 'text' | 'tel';
}

export function MaskedField({ name, label, required, hint, autoComplete, type = 'text' }: MaskedFieldProps) {
  const { control } = useFormContext<ApplicationForm>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FieldShell name={name} label={label} required={required} hint={hint} error={fieldState.error?.message}>
          {(a11y) => (
            <IMaskInput
              className="field__control"
              mask={FIELD_MASKS[name]}
              unmask={false}
              type={type}
              inputMode="numeric"
              autoComplete={autoComplete}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onAccept={(value: string) => field.onChange(value)}
              onBlur={field.onBlur}
              {...a11y}
            />
          )}
        </FieldShell>
      )}
    />
  );
}
