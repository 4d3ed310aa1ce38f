import type { StaffRole } from '../../access/domain/staff-member';
import type { OutgoingMail } from '../../notifications/domain/outgoing-mail';
import { escapeHtml } from '../../shared/domain/html-text';

const ROLE_NAMES: Record<StaffRole, string> = { staff: 'personal', admin: 'administración' };

/** The e-mail that gives a new member the link to set their password (to them alone; in tú). */
export function invitationMail(
  to: string,
  role: StaffRole,
  link: string,
  inboxUrl: string,
): OutgoingMail {
  const subject = 'Acceso a la bandeja de solicitudes';
  const lines = [
    `Te dieron acceso a la bandeja de solicitudes de la cooperativa, con el rol de ${ROLE_NAMES[role]}.`,
    'Para entrar, elige tu contraseña en este enlace (sirve una vez):',
    link,
    `Después entra en ${inboxUrl} con este correo y esa contraseña.`,
    // Firebase's set-password link lapses (in an hour or so): the sign-in page's reset still works.
    `Si el enlace ya no sirve, abre ${inboxUrl}, elige «¿Olvidaste tu contraseña?» y escribe este correo: te llegará uno nuevo.`,
    'Si no esperabas este mensaje, ignóralo: nadie podrá entrar sin elegir la contraseña.',
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
