import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell } from '../../../shared/ui/field-shell';

interface UncheckedTextFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** True while what was typed is being saved. */
  readOnly: boolean;
  input: UseFormRegisterReturn;
}

/** A box for data typed exactly: no autocomplete, no spelling marks. */
export function UncheckedTextField({ input, readOnly, ...shell }: UncheckedTextFieldProps) {
  return (
    <FieldShell {...shell}>
      {(control) => (
        <input
          className="field__control"
          autoComplete="off"
          spellCheck={false}
          readOnly={readOnly}
          {...control}
          {...input}
        />
      )}
    </FieldShell>
  );
}
