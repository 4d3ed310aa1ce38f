import type { MailFailureCode } from '../../notifications/domain/mail-failure';
import { formatDateTime } from '../../shared/ui/format-date';
import type { HealthConcern, VerdictLevel } from '../domain/health-verdict';
import { JOB_SCHEDULES, type ScheduledJob } from '../domain/scheduled-jobs';

/** The verdict's one line, the same on Estado and on the inbox's banner. */
export const VERDICT_HEADLINES: Record<VerdictLevel, string> = {
  bien: 'Todo bien: no tienes que hacer nada',
  revisar: 'Revisa esto hoy',
  actuar: 'Actúa ahora: algo no funciona',
};

export const ALL_WELL_TEXT = 'El correo sale y las tareas programadas corren a su hora.';

const TELL_MAINTAINER = 'Avisa hoy mismo a quien mantiene el sistema';

/** Where the console closes self sign-up (its own English words). */
const SIGN_UP_SETTING = 'Authentication → Settings → User actions';

/** Who to tell when e-mail has been down an hour, and why, by the last failure's code. */
const MAIL_DOWN_ACTIONS: Record<MailFailureCode, string> = {
  MAIL_AUTH_FAILED: `${TELL_MAINTAINER}: el servidor de correo no acepta la contraseña de la cuenta que envía (quizá venció o la cambiaron).`,
  MAIL_TLS_FAILED: `${TELL_MAINTAINER}: no se puede abrir una conexión segura con el servidor de correo.`,
  MAIL_UNREACHABLE: `${TELL_MAINTAINER} o al proveedor del correo: no se llega al servidor de correo.`,
  MAIL_REFUSED: `${TELL_MAINTAINER}: el servidor de correo rechaza los mensajes.`,
  MAIL_FAILED: `${TELL_MAINTAINER}: el servidor de correo no acepta los mensajes.`,
};

/** What a late job leaves undone, in the office's terms. */
const LATE_JOB_EFFECTS: Record<ScheduledJob, string> = {
  retryQueuedMail:
    'los correos que fallaron no se reintentan y las cifras de Estado no se actualizan',
  dailyDigest: 'no llega el resumen diario ni salen los recordatorios de las charlas',
  measureNumberSpace: 'el medidor de números y el informe mensual no se actualizan',
  monthlyPurge: 'no se borran los datos que ya cumplieron su plazo',
};

/**
 * One concern in two parts: what is the matter, and what to do about it; for the receipts given
 * up, the SOL numbers (links) go between `todo` and `todoAfter`, within the sentence.
 */
export interface ConcernWords {
  what: string;
  todo: string;
  todoAfter?: string;
}

export function concernWords(concern: HealthConcern): ConcernWords {
  switch (concern.kind) {
    case 'correo-fallando':
      return concern.level === 'actuar'
        ? {
            what: `El correo no sale desde el ${formatDateTime(concern.since)}: los solicitantes no reciben su acuse ni la oficina sus avisos.`,
            todo: MAIL_DOWN_ACTIONS[concern.code ?? 'MAIL_FAILED'],
          }
        : {
            what: `El correo falla desde el ${formatDateTime(concern.since)}, hace menos de una hora; el sistema lo reintenta solo.`,
            todo: 'Por ahora nada. Si pasa de una hora, aquí dirá «Actúa ahora» y a quién avisar.',
          };
    case 'tarea-atrasada': {
      const { label } = JOB_SCHEDULES[concern.job];
      return {
        what: `«${label}» no ha corrido: le tocaba el ${formatDateTime(concern.dueAt)}. Mientras tanto, ${LATE_JOB_EFFECTS[concern.job]}.`,
        todo: `${TELL_MAINTAINER}.`,
      };
    }
    case 'tarea-fallida': {
      const { label, when } = JOB_SCHEDULES[concern.job];
      return {
        what: `«${label}» falló la última vez que corrió, el ${formatDateTime(concern.ranAt)}.`,
        todo: `Vuelve a correr sola (${when}); si falla otra vez, avisa a quien mantiene el sistema.`,
      };
    }
    case 'acuses-abandonados': {
      const one = concern.receipts.length === 1;
      return {
        what: one
          ? 'Una persona no recibió su acuse: el sistema dejó de intentar enviarlo.'
          : `${concern.receipts.length} personas no recibieron su acuse: el sistema dejó de intentar enviarlo.`,
        todo: one ? 'Llama a quien envió' : 'Llama a quienes enviaron',
        todoAfter: one
          ? 'y confírmale que recibimos su solicitud.'
          : 'y confírmales que recibimos su solicitud.',
      };
    }
    case 'sin-medicion':
      return {
        what: 'Todavía no hay medición: el servidor mide cada cinco minutos.',
        todo: 'Vuelve a mirar en unos minutos; si sigue así después de una hora, avisa a quien mantiene el sistema.',
      };
    case 'sesion-sin-firma':
      return {
        what: 'El servidor no puede abrir la sesión con llave de acceso: quien entre ahora con su contraseña se queda en el paso de la llave y no llega a la bandeja.',
        todo: `${TELL_MAINTAINER}: la cuenta de servicio de las funciones necesita el rol «Creador de tokens de cuenta de servicio» (Service Account Token Creator); la guía de despliegue dice cómo darlo.`,
      };
    case 'registro-abierto':
      return {
        what: 'Cualquiera puede crear una cuenta en el sistema con el correo que quiera, también con el de alguien que la oficina va a invitar.',
        todo: `Ciérralo en la consola de Firebase: ${SIGN_UP_SETTING}, desmarca «Enable create (sign-up)» y guarda.`,
      };
    case 'registro-sin-leer':
      return {
        what: 'No se pudo leer si cualquiera puede crear una cuenta en el sistema (el registro libre de cuentas).',
        todo: `Míralo en la consola de Firebase: ${SIGN_UP_SETTING}; «Enable create (sign-up)» debe estar desmarcado. Avisa a quien mantiene el sistema para que Estado pueda leerlo.`,
      };
  }
}
