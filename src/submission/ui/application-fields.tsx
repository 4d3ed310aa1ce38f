import { FORM_FIELDS, FORM_ROWS } from '../domain/form-field-descriptions';
import type { TypedField } from '../../applications/domain/stored-application';
import { isMaskedField } from '../domain/rules/field-masks';
import { MaskedField } from './masked-field';
import { TermsField } from './terms-field';
import { TextField } from './text-field';

/** One typed field as the form describes it (form-field-descriptions.ts): masked or plain text. */
function ApplicationField({ name }: { name: TypedField }) {
  const { label, required, hint, type, autoComplete, inputMode, multiline } = FORM_FIELDS[name];
  if (isMaskedField(name))
    return (
      <MaskedField
        name={name}
        label={label}
        required={required}
        hint={hint ?? ''}
        autoComplete={autoComplete}
        type={type === 'tel' ? 'tel' : 'text'}
      />
    );
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      {...(hint !== undefined && { hint })}
      type={type === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      {...(inputMode === 'email' && { inputMode })}
      {...(multiline && { multiline })}
    />
  );
}

/** The spec's fields, in its order. `name` attributes are the spec's field names. */
export function ApplicationFields() {
  return (
    <>
      {FORM_ROWS.map((row) =>
        row.length > 1 ? (
          <div className="form-grid" key={row.join(' ')}>
            {row.map((name) => (
              <ApplicationField key={name} name={name} />
            ))}
          </div>
        ) : (
          <ApplicationField key={row.join(' ')} name={row[0]!} />
        ),
      )}
      <TermsField />
    </>
  );
}
