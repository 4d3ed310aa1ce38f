import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FieldShell } from '../../../shared/ui/field-shell';
import { signInMessage } from './sign-in-messages';
import { useSignIn, type Credentials } from './use-sign-in';

interface SignInFormProps {
  onForgotPassword: () => void;
  /** Back from the password reset: the keyboard continues in the form. */
  focusFirstField: boolean;
}

export function SignInForm({ onForgotPassword, focusFirstField }: SignInFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<Credentials>({ defaultValues: { email: '', password: '' } });
  useEffect(() => {
    if (focusFirstField) setFocus('email');
  }, [focusFirstField, setFocus]);

  return (
    <form
      className="staff-form"
      noValidate
      onSubmit={handleSubmit((credentials) => signIn.mutate(credentials))}
    >
      <FieldShell id="entrar-correo" label="Correo electrónico" error={errors.email?.message}>
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
      <FieldShell id="entrar-contrasena" label="Contraseña" error={errors.password?.message}>
        {(control) => (
          <input
            className="field__control"
            type="password"
            autoComplete="current-password"
            {...control}
            {...register('password', { required: 'Escribe tu contraseña.' })}
          />
        )}
      </FieldShell>
      {signIn.isError ? (
        <p role="alert" className="notice notice--error">
          {signInMessage(signIn.error)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={signIn.isPending}>
        {signIn.isPending ? 'Entrando…' : 'Entrar'}
      </button>
      <button type="button" className="link-button" onClick={onForgotPassword}>
        ¿Olvidaste tu contraseña?
      </button>
    </form>
  );
}
