import { useFormContext } from 'react-hook-form';
import type { ApplicationForm } from '../../applications/domain/stored-application';
import { cooperative } from '../../shared/content/cooperative';
import { TERMS_LABEL } from '../domain/form-field-descriptions';

export function TermsField() {
  const { register, formState } = useFormContext<ApplicationForm>();
  const error = formState.errors.terms?.message;
  return (
    <div className={error ? 'field field--check field--invalid' : 'field field--check'}>
      <div className="check">
        <input
          id="campo-terms"
          type="checkbox"
          className="check__box"
          aria-invalid={Boolean(error)}
          aria-required
          aria-describedby={error ? 'campo-terms-error' : undefined}
          {...register('terms')}
        />
        <label htmlFor="campo-terms" className="check__label">
          {TERMS_LABEL.before}
          <a href={cooperative.links.privacy}>{TERMS_LABEL.link}</a>
          {TERMS_LABEL.after}
        </label>
      </div>
      {error ? (
        <p className="field__error" id="campo-terms-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
