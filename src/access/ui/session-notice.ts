import type { StaffSession } from '../application/watch-staff-session';
import { IDLE_SIGN_OUT_AFTER_MS } from '../domain/session-policy';
import type { SignOutReason } from './use-sign-out';

export interface SessionNotice {
  /** An alert for what the person did not choose; a status for what they did. */
  urgent: boolean;
  text: string;
}

const IDLE_MINUTES = IDLE_SIGN_OUT_AFTER_MS / 60_000;

/** What the sign-in page says about the session that just ended, if anything. */
export function sessionNotice(
  session: StaffSession | undefined,
  signOut: { status: 'idle' | 'pending' | 'success' | 'error'; variables?: SignOutReason },
): SessionNotice | null {
  if (session?.member === null && session.ended === 'revoked') {
    return {
      urgent: true,
      text: 'Tu acceso a la bandeja fue retirado. Si crees que es un error, habla con la administración.',
    };
  }
  if (session?.member === null && session.ended === 'access-changed') {
    return {
      urgent: true,
      text: 'Tu acceso cambió (te dieron otro rol, te devolvieron el acceso o te quitaron tus llaves). Vuelve a entrar con tu contraseña y tu llave de acceso.',
    };
  }
  if (session?.member === null && session.ended === 'access-check-failed') {
    return {
      urgent: true,
      text: 'No pudimos comprobar tu acceso a la bandeja, así que cerramos la sesión. Vuelve a entrar en unos minutos.',
    };
  }
  if (signOut.status === 'idle' || signOut.status === 'error') return null;
  if (signOut.variables === 'idle') {
    return {
      urgent: true,
      text: `Cerramos tu sesión porque pasaron ${IDLE_MINUTES} minutos sin actividad. Vuelve a entrar para seguir.`,
    };
  }
  return { urgent: false, text: 'Cerraste tu sesión.' };
}
