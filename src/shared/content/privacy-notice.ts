import { cooperative, fullAddress } from './cooperative';
import { retentionPeriod } from './retention-period';

/**
 * EXAMPLE TEXT, NOT LEGAL ADVICE. The cooperative must have its legal adviser review and replace
 * every part below, then set `reviewedByCooperative` to true. Until then the page marks the notice
 * as example text.
 */
export const privacyNotice = {
  reviewedByCooperative: false,
  controller: `${cooperative.name}, con oficina en ${fullAddress}, es responsable de los datos personales que escribes en este formulario.`,
  purpose:
    'Usamos tus datos solo para tramitar tu solicitud de ingreso: verificar tu identidad, evaluar tu afiliación, invitarte a la charla informativa y contactarte sobre tu solicitud. No los vendemos ni los compartimos con terceros para otros fines.',
  retention: `Si tu solicitud no termina en afiliación, borramos tus datos después de que se cumplen ${retentionPeriod.months} meses desde que la enviaste: ${retentionPeriod.purgeEvery} se borran las solicitudes que ya cumplieron ese plazo. Solo queda constancia del número de solicitud y de cuándo y por qué se borró, sin ningún dato tuyo. Si te haces asociado, tus datos pasan a tu expediente y se conservan mientras lo seas y durante el plazo que exija la ley.`,
  rights:
    'Puedes pedir en cualquier momento ver los datos que tenemos de ti y recibirlos en un archivo, corregirlos si están mal o borrarlos, y retirar tu autorización. Escríbenos, llámanos o visítanos con tu DUI; respondemos en un plazo máximo de 10 días hábiles.',
  contact: {
    email: cooperative.office.email,
    phone: cooperative.office.phone,
    address: fullAddress,
  },
} as const;
