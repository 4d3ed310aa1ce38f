import type { NoticePreference } from '../../access/domain/notice-preference';
import type { StaffRole } from '../../access/domain/staff-member';
import { TeamChangeRefusedError, type TeamRefusal } from '../domain/team-errors';

export const ROLE_LABELS: Record<StaffRole, string> = {
  staff: 'Personal',
  admin: 'Administración',
};

export const NOTICE_LABELS: Record<NoticePreference, string> = {
  'cada-solicitud': 'Uno por cada solicitud nueva',
  'resumen-diario': 'Un resumen al día',
  ninguno: 'Ninguno',
};

/** What each refusal of the server says on screen. */
export const REFUSAL_TEXTS: Record<TeamRefusal, string> = {
  'not-admin': 'Solo administración puede cambiar el equipo. Si tu rol cambió, recarga la página.',
  'not-member': 'Tu acceso a la bandeja ya no está activo. Recarga la página.',
  'invalid-email': 'Escribe un correo válido, como nombre@cooperativa.coop.',
  'already-on-team':
    'Ese correo ya está en el equipo. Si se le quitó el acceso, usa «Devolver acceso» en su fila.',
  'unknown-member': 'Esa persona ya no está en el equipo. La lista se actualizó.',
  self: 'Nadie puede quitarse el acceso ni cambiar su propio rol: pídeselo a otra persona de administración.',
  'last-admin':
    'Es la única persona de administración: antes, da el rol de administración a otra persona.',
  'already-removed': 'Esa persona ya no tenía acceso. La lista se actualizó.',
  'already-active': 'Esa persona ya tenía acceso. La lista se actualizó.',
  'stale-session':
    'Tu sesión empezó antes de tu acceso actual o fue cerrada. Cierra sesión y vuelve a entrar.',
};

const NETWORK_FAILURE = 'No pudimos guardar el cambio. Revisa tu conexión e intenta de nuevo.';

/** The refusal's reason, or null for any other failure (the network, the server). */
export const refusalOf = (error: Error | null): TeamRefusal | null =>
  error instanceof TeamChangeRefusedError ? error.reason : null;

export function teamFailureText(error: Error | null): string | null {
  if (error === null) return null;
  const reason = refusalOf(error);
  return reason === null ? NETWORK_FAILURE : REFUSAL_TEXTS[reason];
}
