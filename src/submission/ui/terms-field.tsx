import { useFormContext } from 'react-hook-form';
import type { ApplicationForm } from '../domain/application';
import { cooperative } from '../../shared/content/cooperative';

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
          Acepto los términos y condiciones y autorizo el uso de mis datos para tramitar mi
          solicitud, según el <a href={cooperative.links.privacy}>aviso de privacidad</a>.
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
