import { SignInError, type SignInFailure } from '../../domain/staff-access';

const MESSAGES: Record<SignInFailure, string> = {
  'wrong-password': 'La contraseña no es correcta. Revísala e intenta de nuevo.',
  'unknown-account': 'No hay ninguna cuenta con ese correo. Revisa cómo lo escribiste.',
  'invalid-credentials':
    'El correo o la contraseña no son correctos. Revísalos e intenta de nuevo.',
  'invalid-email': 'Escribe un correo electrónico completo, por ejemplo nombre@primerpaso.coop.',
  'not-allowed':
    'Tu cuenta no tiene acceso a la bandeja de solicitudes. Si trabajas en la cooperativa, pide acceso a la administración.',
  'too-many-attempts': 'Hubo demasiados intentos seguidos. Espera unos minutos e intenta de nuevo.',
  offline: 'No hay conexión a internet. Revisa tu conexión e intenta de nuevo.',
};

/** What the person at the keyboard is told when signing in (or asking for a new password) fails. */
export function signInMessage(error: Error): string {
  return error instanceof SignInError
    ? MESSAGES[error.reason]
    : 'No pudimos iniciar sesión. Intenta de nuevo en unos minutos.';
}
