import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Notice } from '../../../shared/ui/notice';
import { AccountField, type AccountFieldSpec, EMAIL_REQUIRED } from './account-field';
import { FormButtons } from './form-buttons';
import { signInMessage } from './sign-in-messages';
import { useSignIn, type Credentials } from './use-sign-in';
import { formSubmit } from '../../../shared/ui/form-submit';

const EMAIL: AccountFieldSpec = { kind: 'email', id: 'entrar-correo', label: 'Correo electrónico' };
const PASSWORD: AccountFieldSpec = {
  kind: 'password',
  id: 'entrar-contrasena',
  label: 'Contraseña',
};
const BUTTONS = { submit: 'Entrar', pending: 'Entrando…', link: '¿Olvidaste tu contraseña?' };

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
      onSubmit={formSubmit(handleSubmit((credentials) => signIn.mutate(credentials)))}
    >
      <AccountField
        field={EMAIL}
        error={errors.email?.message}
        registration={register('email', EMAIL_REQUIRED)}
      />
      <AccountField
        field={PASSWORD}
        error={errors.password?.message}
        registration={register('password', { required: 'Escribe tu contraseña.' })}
      />
      {signIn.isError ? <Notice urgent>{signInMessage(signIn.error)}</Notice> : null}
      <FormButtons pending={signIn.isPending} labels={BUTTONS} onLink={onForgotPassword} />
    </form>
  );
}
