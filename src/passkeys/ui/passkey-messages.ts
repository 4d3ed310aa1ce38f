import {
  AuthenticatorCancelledError,
  NoAuthenticatorError,
  PasskeyRefusedError,
  type PasskeyRefusal,
} from '../domain/passkey-errors';
import { MAX_PASSKEY_NAME_LENGTH, MAX_PASSKEYS_PER_MEMBER } from '../domain/passkey';

/** Said on screen before the server is asked, and by the server if a name still gets there. */
export const PASSKEY_NAME_ERROR = `Escribe un nombre para la llave, de hasta ${MAX_PASSKEY_NAME_LENGTH} caracteres.`;

/** What each refusal of the server says on screen, in the words of the person at the desk. */
const REFUSAL_TEXTS: Record<PasskeyRefusal, string> = {
  'not-member':
    'Tu cuenta ya no tiene acceso a la bandeja. Si crees que es un error, habla con la administración.',
  'session-ended': 'Tu sesión se cerró. Vuelve a entrar con tu contraseña y tu llave de acceso.',
  'not-admin': 'Solo administración puede ver o quitar las llaves de otra persona.',
  'passkey-session-required':
    'Para cambiar tus llaves, entra primero con una de las llaves que ya tienes.',
  'challenge-unusable': 'Pasó demasiado tiempo o la solicitud ya se usó. Intenta de nuevo.',
  'not-verified':
    'No pudimos comprobar esa llave de acceso. Intenta de nuevo o usa otra de tus llaves.',
  'unknown-key':
    'Esa llave de acceso no es una de las tuyas o ya fue quitada. Usa otra de tus llaves o pide ayuda a la administración.',
  'invalid-name': PASSKEY_NAME_ERROR,
  'too-many-keys': `Ya tienes ${MAX_PASSKEYS_PER_MEMBER} llaves de acceso. Quita una que no uses antes de crear otra.`,
  'own-last-key':
    'Es tu única llave de acceso: no puedes quitarla. Primero crea otra llave y después quita esta.',
  'last-admin-key':
    'Es la última llave de la última persona de administración con llave. Antes, otra persona de administración debe crear la suya.',
  'password-reset-owed':
    'Te enviamos un correo para elegir una contraseña nueva. Entra con esa contraseña y después crea tu llave de acceso.',
};

const CANCELLED =
  'Se cerró la ventana de la llave de acceso, o pasó el tiempo, antes de terminar. Cuando estés listo, intenta de nuevo.';
const NO_WEBAUTHN =
  'Este navegador no puede usar llaves de acceso. Usa una versión reciente de Chrome, Edge, Firefox o Safari.';
const OTHER = 'No pudimos comprobar tu llave de acceso. Revisa tu conexión e intenta de nuevo.';

/** What the person is told when adding, using or taking away a key fails. */
export function passkeyFailureText(error: Error | null): string | null {
  if (error === null) return null;
  if (error instanceof AuthenticatorCancelledError) return CANCELLED;
  if (error instanceof NoAuthenticatorError) return NO_WEBAUTHN;
  if (error instanceof PasskeyRefusedError) return REFUSAL_TEXTS[error.reason];
  return OTHER;
}
