import type { MailFailureCode } from '../../notifications/domain/mail-failure';

/** Each stable code in a few plain words: what Estado shows first, the code only beside it. */
export const MAIL_FAILURE_NAMES: Record<MailFailureCode, string> = {
  MAIL_AUTH_FAILED: 'el servidor de correo no acepta la contraseña de la cuenta que envía',
  MAIL_TLS_FAILED: 'no se puede abrir una conexión segura con el servidor de correo',
  MAIL_UNREACHABLE: 'no se llega al servidor de correo',
  MAIL_REFUSED: 'el servidor de correo rechazó un mensaje o su destinatario',
  MAIL_FAILED: 'el envío falló por otra causa',
};

/** What each stable code means and what to do, for whoever reads Estado (not a developer). */
export const MAIL_FAILURE_EXPLANATIONS: Record<MailFailureCode, string> = {
  MAIL_AUTH_FAILED:
    'El servidor de correo rechazó el usuario o la contraseña de la cuenta que envía. Suele ser una contraseña vencida o cambiada: pide a quien mantiene el sistema que la renueve.',
  MAIL_TLS_FAILED:
    'No se pudo abrir una conexión cifrada con el servidor de correo. Avisa a quien mantiene el sistema: hay que revisar la configuración del servidor de correo.',
  MAIL_UNREACHABLE:
    'No se pudo llegar al servidor de correo, o cortó la conexión. Si dura más de una hora, avisa a quien mantiene el sistema o al proveedor del correo.',
  MAIL_REFUSED:
    'El servidor de correo rechazó un mensaje o su destinatario de forma definitiva (por ejemplo, una dirección que no existe). Llama a la persona para confirmar su correo.',
  MAIL_FAILED:
    'El envío falló por otra causa; el sistema lo reintenta solo. Si se repite durante horas, avisa a quien mantiene el sistema.',
};
