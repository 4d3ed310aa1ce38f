import { paragraphsMail, type OutgoingMail } from '../../notifications/domain/outgoing-mail';
import { lapsedLinkParagraph } from '../../team/domain/invitation-mail';

/**
 * The e-mail to a member whose keys an admin took away (a lost phone), to them alone, in tú, as
 * the invitation's: their password was replaced too (whoever has the phone may know it), so the
 * link lets them choose a new one, and then the inbox asks them for a new key.
 */
export function keysTakenAwayMail(to: string, link: string, inboxUrl: string): OutgoingMail {
  const subject = 'Te quitaron las llaves de acceso a la bandeja de solicitudes';
  return paragraphsMail(to, subject, [
    'La administración quitó tus llaves de acceso a la bandeja de solicitudes de la cooperativa (por ejemplo, porque perdiste tu teléfono). Se cerraron todas tus sesiones abiertas.',
    'Por seguridad también cambiamos tu contraseña. Elige una nueva en este enlace (sirve una vez):',
    link,
    `Después entra en ${inboxUrl} con este correo y esa contraseña: la bandeja te pedirá que crees una llave de acceso nueva.`,
    lapsedLinkParagraph(inboxUrl),
    'Si no esperabas este cambio, avisa a la administración.',
  ]);
}
