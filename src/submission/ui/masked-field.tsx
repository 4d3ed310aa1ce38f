import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { ApplicationForm } from '../domain/application';
import { withoutCountryCode } from '../domain/rules/phone';
import { FormFieldShell } from './form-field-shell';
import { useInputMask } from './use-input-mask';

/**
 * The spec's masks: '0' is any digit, so letters are ignored and typing stops at the mask's end.
 */
export const FIELD_MASKS = {
  phone: '0000-0000',
  dui: '00000000-0',
  nit: '0000-000000-000-0',
} as const;

/** A pasted phone keeps its 8 digits when it comes with the country code. */
const PASTED: Partial<Record<keyof typeof FIELD_MASKS, (inserted: string) => string>> = {
  phone: withoutCountryCode,
};

interface MaskedFieldProps {
  name: keyof typeof FIELD_MASKS;
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
    PASTED[name],
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
