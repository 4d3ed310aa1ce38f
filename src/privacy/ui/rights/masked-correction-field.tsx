import { useController, type Control } from 'react-hook-form';
import {
  FIELD_MASKS,
  PASTED_INTO,
  TYPED_INTO,
  type MaskedFieldName,
} from '../../../submission/domain/rules/field-masks';
import type { TypedField } from '../../../applications/domain/stored-application';
import { FieldShell } from '../../../shared/ui/field-shell';
import { MaskedInput } from '../../../shared/ui/masked-input';

interface MaskedCorrectionFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  readOnly: boolean;
  /** Which mask: the public form's own, so '71234567' becomes '7123-4567' here too. */
  field: MaskedFieldName;
  control: Control<{ field: TypedField; value: string }>;
}

/**
 * The correction's box for a phone, DUI or NIT, typed through the public form's mask. Given a new
 * `key` per field by its form, so each field's mask attaches to a box of its own.
 */
export function MaskedCorrectionField({
  field: name,
  control,
  readOnly,
  ...shell
}: MaskedCorrectionFieldProps) {
  const { field } = useController({ name: 'value', control });
  return (
    <FieldShell {...shell}>
      {(a11y) => (
        <MaskedInput
          mask={FIELD_MASKS[name]}
          prepare={PASTED_INTO[name]}
          typed={TYPED_INTO[name]}
          value={field.value}
          onValueChange={field.onChange}
          inputRef={field.ref}
          autoComplete="off"
          spellCheck={false}
          readOnly={readOnly}
          name={field.name}
          onBlur={field.onBlur}
          {...a11y}
        />
      )}
    </FieldShell>
  );
}
