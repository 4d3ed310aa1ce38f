import { useForm } from 'react-hook-form';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { FieldShell } from '../../../shared/ui/field-shell';
import { signInMessage } from './sign-in-messages';
import { usePasswordReset } from './use-password-reset';

const SENT =
  'Si hay una cuenta con ese correo, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada.';

export function PasswordResetForm({ onBack }: { onBack: () => void }) {
  const reset = usePasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  return (
    <form
      className="staff-form"
      noValidate
      onSubmit={handleSubmit(({ email }) => reset.mutate(email))}
      aria-labelledby="restablecer-titulo"
    >
      <h2 id="restablecer-titulo" className="staff-form__title" tabIndex={-1} ref={focusOnMount}>
        Crear una contraseña nueva
      </h2>
      <p>Escribe el correo de tu cuenta y te enviaremos un enlace.</p>
      <FieldShell
        id="restablecer-correo"
        label="Correo electrónico de tu cuenta"
        error={errors.email?.message}
      >
        {(control) => (
          <input
            className="field__control"
            type="email"
            inputMode="email"
            autoComplete="username"
            spellCheck={false}
            {...control}
            {...register('email', { required: 'Escribe tu correo electrónico.' })}
          />
        )}
      </FieldShell>
      {reset.isError ? (
        <p role="alert" className="notice notice--error">
          {signInMessage(reset.error)}
        </p>
      ) : null}
      {reset.isSuccess ? (
        <p role="status" className="notice notice--success">
          {SENT}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={reset.isPending}>
        {reset.isPending ? 'Enviando…' : 'Enviar enlace'}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        Volver a entrar
      </button>
    </form>
  );
}
