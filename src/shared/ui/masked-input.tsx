import { useState, type InputHTMLAttributes } from 'react';
import type { LongerWhileTyped } from '../domain/longer-while-typed';
import { useInputMask } from './use-input-mask';

interface MaskedInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  /** An imask pattern: '0' is any digit. */
  mask: string;
  /** What a paste (or autofill) brings, whole, before the mask reads it. */
  prepare?: ((inserted: string) => string) | undefined;
  /** What typing brings, a character at a time, when the mask is too short for it. */
  typed?: LongerWhileTyped | undefined;
  value: string;
  onValueChange: (value: string) => void;
  /** The form library's own ref (focus on error, say). */
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * A box typed through a mask, for a form library's controlled value: the public form's phone, DUI
 * and NIT, and the admins' corrections of the same fields.
 */
export function MaskedInput({
  mask,
  prepare,
  typed,
  value,
  onValueChange,
  inputRef,
  ...attributes
}: MaskedInputProps) {
  const { input: maskedRef, report } = useInputMask(mask, value, onValueChange, prepare, typed);
  // The first value only: later values reach the input through the mask, not through React.
  const [initialValue] = useState(value);
  return (
    <input
      className="field__control"
      inputMode="numeric"
      {...attributes}
      defaultValue={initialValue}
      ref={(element) => {
        maskedRef.current = element;
        inputRef(element);
      }}
      onChange={(event) => report(event.target.value)}
    />
  );
}
