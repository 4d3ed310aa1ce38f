import type { StaffRole } from '../../access/domain/staff-member';
import { paragraphsMail, type OutgoingMail } from '../../notifications/domain/outgoing-mail';

const ROLE_NAMES: Record<StaffRole, string> = { staff: 'personal', admin: 'administración' };

/**
 * Said in every mail that carries a set-password link: Firebase's lapses (in an hour or so), and
 * the sign-in page's reset still works.
 */
export const lapsedLinkParagraph = (inboxUrl: string) =>
  `Si el enlace ya no sirve, abre ${inboxUrl}, elige «¿Olvidaste tu contraseña?» y escribe este correo: te llegará uno nuevo.`;

/** The e-mail that gives a new member the link to set their password (to them alone; in tú). */
export function invitationMail(
  to: string,
  role: StaffRole,
  link: string,
  inboxUrl: string,
): OutgoingMail {
  const subject = 'Acceso a la bandeja de solicitudes';
  return paragraphsMail(to, subject, [
    `Te dieron acceso a la bandeja de solicitudes de la cooperativa, con el rol de ${ROLE_NAMES[role]}.`,
    'Para entrar, elige tu contraseña en este enlace (sirve una vez):',
    link,
    `Después entra en ${inboxUrl} con este correo y esa contraseña.`,
    lapsedLinkParagraph(inboxUrl),
    'Si no esperabas este mensaje, ignóralo: nadie podrá entrar sin elegir la contraseña.',
  ]);
}
