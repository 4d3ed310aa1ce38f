import { useForm } from 'react-hook-form';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { Notice } from '../../../shared/ui/notice';
import { AccountField, type AccountFieldSpec, EMAIL_REQUIRED } from './account-field';
import { FormButtons } from './form-buttons';
import { signInMessage } from './sign-in-messages';
import { usePasswordReset } from './use-password-reset';
import { formSubmit } from '../../../shared/ui/form-submit';

const SENT =
  'Si hay una cuenta con ese correo, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada.';

const EMAIL: AccountFieldSpec = {
  kind: 'email',
  id: 'restablecer-correo',
  label: 'Correo electrónico de tu cuenta',
};
const BUTTONS = { submit: 'Enviar enlace', pending: 'Enviando…', link: 'Volver a entrar' };

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
      onSubmit={formSubmit(handleSubmit(({ email }) => reset.mutate(email)))}
      aria-labelledby="restablecer-titulo"
    >
      <h2 id="restablecer-titulo" className="staff-form__title" tabIndex={-1} ref={focusOnMount}>
        Crear una contraseña nueva
      </h2>
      <p>Escribe el correo de tu cuenta y te enviaremos un enlace.</p>
      <AccountField
        field={EMAIL}
        error={errors.email?.message}
        registration={register('email', EMAIL_REQUIRED)}
      />
      {reset.isError ? <Notice urgent>{signInMessage(reset.error)}</Notice> : null}
      {reset.isSuccess ? <Notice urgent={false}>{SENT}</Notice> : null}
      <FormButtons pending={reset.isPending} labels={BUTTONS} onLink={onBack} />
    </form>
  );
}
