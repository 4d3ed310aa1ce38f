import { cooperative } from '../../shared/content/cooperative';
import { numberQuarantine } from '../../shared/content/retention-period';
import { formatOfficeDateTime } from '../../shared/domain/office-date-time';
import { MAX_APPLICATION_ID_ATTEMPTS } from '../../applications/domain/application-id';
import {
  NUMBER_SPACE_ALERT_SHARE,
  NUMBER_SPACE_SIZE,
  numbersText,
  usedPercentText,
  type NumberSpaceReading,
} from '../../submission/domain/number-space';
import { escapeHtml } from '../../shared/domain/html-text';
import type { OutgoingMail } from './outgoing-mail';

/**
 * The admins' alert that the SOL numbers are running out: how many are taken, quarantined and
 * free. Counts only, no applicant's data. Sent once as the space passes the alert share.
 */
export function numberSpaceMail(
  to: string,
  reading: NumberSpaceReading,
  siteUrl: string,
): OutgoingMail {
  const share = `${NUMBER_SPACE_ALERT_SHARE * 100} %`;
  const used = usedPercentText(reading);
  const lines = [
    `Según la medición del ${formatOfficeDateTime(reading.measuredAt)}, ya se usa el ${used} de los ${numbersText(NUMBER_SPACE_SIZE)} números de solicitud (SOL1000 a SOL9999) del formulario de ${cooperative.shortName}.`,
    `${numbersText(reading.taken)} tienen una solicitud, ${numbersText(reading.quarantined)} están en cuarentena (de solicitudes borradas: no se vuelven a dar durante ${numberQuarantine.months} meses) y ${numbersText(reading.free)} están libres.`,
    `Cada envío prueba ${MAX_APPLICATION_ID_ATTEMPTS} números al azar: con más del ${share} en uso, cada vez más envíos los encuentran todos ocupados (cerca de 1 de cada 100 al ${share}) y tardan más en guardarse, y cuando no quede ningún número libre el formulario no podrá guardar ninguna solicitud.`,
    'Pide a quien mantiene el sistema que amplíe el rango de números. Los números en cuarentena se liberan solos al cumplirla, con la limpieza mensual.',
    `El medidor está en Privacidad, en la bandeja de solicitudes: ${new URL('/personal/', siteUrl).href}`,
    `Este aviso se envía una vez; solo se repite si el uso baja del ${share} y vuelve a pasarlo.`,
  ];
  return {
    to,
    subject: `Aviso: ya se usa el ${used} de los números de solicitud`,
    text: lines.join('\n\n'),
    html:
      `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:16px">` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `</body></html>`,
  };
}
