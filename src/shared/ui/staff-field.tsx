import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface StaffFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error, tied together for assistive technology. */
export function StaffField({ id, label, hint, error, children }: StaffFieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = { id, 'aria-invalid': Boolean(error) };
  if (describedBy) control['aria-describedby'] = describedBy;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>{label}</label>
      {children(control)}
      {hint ? <p className="field__hint" id={hintId}>{hint}</p> : null}
      {error ? <p className="field__error" id={errorId}><span aria-hidden="true">⚠ </span>{error}</p> : null}
    </div>
  );
}
