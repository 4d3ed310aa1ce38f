import type { ReactNode } from 'react';

export interface ControlA11yProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FieldShellProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (control: ControlA11yProps) => ReactNode;
}

/** Label, control, hint and error, tied together for assistive technology. */
export function FieldShell({ name, label, required = false, hint, error, children }: FieldShellProps) {
  const id = `campo-${name}`;
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: ControlA11yProps = { id, 'aria-invalid': Boolean(error) };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (required) control['aria-required'] = true;

  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required"> (obligatorio)</span> : <span className="field__optional"> (opcional)</span>}
      </label>
      {children(control)}
      {hint ? <p className="field__hint" id={hintId}>{hint}</p> : null}
      {error ? <p className="field__error" id={errorId}><span aria-hidden="true">⚠ </span>{error}</p> : null}
    </div>
  );
}
