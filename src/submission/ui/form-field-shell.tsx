import type { ApplicationForm } from '../domain/application';
import { FieldShell, type FieldShellProps } from '../../shared/ui/field-shell';

export interface FormFieldShellProps extends Omit<FieldShellProps, 'id' | 'requirement'> {
  name: keyof ApplicationForm;
  required?: boolean;
}

/** The public form's field: `campo-<name>` and marked '(obligatorio)' or '(opcional)'. */
export function FormFieldShell({ name, required, ...shell }: FormFieldShellProps) {
  return (
    <FieldShell id={`campo-${name}`} requirement={required ? 'required' : 'optional'} {...shell} />
  );
}
