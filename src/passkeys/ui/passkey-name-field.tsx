import { useState } from 'react';
import { FieldShell } from '../../shared/ui/field-shell';
import { MAX_PASSKEY_NAME_LENGTH, passkeyName } from '../domain/passkey';
import { PASSKEY_NAME_ERROR } from './passkey-messages';

/** A key's name as the member types it, and why it was refused, if it was. */
export interface PasskeyNameInput {
  id: string;
  text: string;
  setText: (text: string) => void;
  error: string | undefined;
  /** The name to save; null after saying why not, with the focus back on the field. */
  accept: () => string | null;
}

export function usePasskeyNameInput(id: string): PasskeyNameInput {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const accept = () => {
    const named = passkeyName(text);
    if (named === null) {
      setError(PASSKEY_NAME_ERROR);
      document.getElementById(id)?.focus();
      return null;
    }
    setError(undefined);
    return named;
  };
  return { id, text, setText, error, accept };
}

interface PasskeyNameFieldProps {
  input: PasskeyNameInput;
  label: string;
  hint: string;
}

/**
 * The name of a key being created, on the step after the password and on «Mis llaves de acceso».
 * The input stops at the domain's length, so a name is never typed only to be refused for it.
 */
export function PasskeyNameField({ input, label, hint }: PasskeyNameFieldProps) {
  return (
    <FieldShell id={input.id} label={label} hint={hint} error={input.error}>
      {(control) => (
        <input
          className="field__control"
          type="text"
          autoComplete="off"
          maxLength={MAX_PASSKEY_NAME_LENGTH}
          value={input.text}
          onChange={(event) => input.setText(event.target.value)}
          {...control}
        />
      )}
    </FieldShell>
  );
}
