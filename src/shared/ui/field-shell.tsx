import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldShellProps {
  id: string;
  label: string;
  /** The public form marks every field '(obligatorio)' or '(opcional)'; staff forms mark none. */
  requirement?: 'required' | 'optional';
  hint?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

const REQUIREMENT_MARKS = {
  required: <span className="field__required"> (obligatorio)</span>,
  optional: <span className="field__optional"> (opcional)</span>,
};

/** Label, control, hint and error, tied together for assistive technology. */
export function FieldShell({ id, label, requirement, hint, error, children }: FieldShellProps) {
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = { id, 'aria-invalid': Boolean(error) };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (requirement === 'required') control['aria-required'] = true;

  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {requirement ? REQUIREMENT_MARKS[requirement] : null}
      </label>
      {children(control)}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
