import type { ApplicationForm } from '../../applications/domain/stored-application';
import { fieldId } from '../domain/form-field-descriptions';
import { FieldShell, type FieldShellProps } from '../../shared/ui/field-shell';

export interface FormFieldShellProps extends Omit<FieldShellProps, 'id' | 'requirement'> {
  name: keyof ApplicationForm;
  required?: boolean;
}

/** The public form's field: `campo-<name>` and marked '(obligatorio)' or '(opcional)'. */
export function FormFieldShell({ name, required, ...shell }: FormFieldShellProps) {
  return (
    <FieldShell id={fieldId(name)} requirement={required ? 'required' : 'optional'} {...shell} />
  );
}
