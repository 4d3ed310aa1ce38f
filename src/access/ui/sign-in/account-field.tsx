import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell } from '../../../shared/ui/field-shell';

/** What each kind of account field asks of the browser and its password manager. */
const INPUTS = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'username', spellCheck: false },
  password: { type: 'password', autoComplete: 'current-password' },
} as const;

/** Which field, under which id and label. */
export interface AccountFieldSpec {
  kind: keyof typeof INPUTS;
  id: string;
  label: string;
}

interface AccountFieldProps {
  field: AccountFieldSpec;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The e-mail or password of a staff account, labelled, with its error. */
export function AccountField({
  field: { kind, id, label },
  error,
  registration,
}: AccountFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      {(control) => (
        <input className="field__control" {...INPUTS[kind]} {...control} {...registration} />
      )}
    </FieldShell>
  );
}

/** The e-mail field's rule, the same wherever a staff member types their account's address. */
export const EMAIL_REQUIRED = { required: 'Escribe tu correo electrónico.' };
