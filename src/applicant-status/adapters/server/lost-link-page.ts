import { escapeHtml } from '../../../shared/domain/html-text';
import type { LostLinkOutcome, ReplaceLostLink } from '../../application/replace-lost-link';
import { lostLinkRequestOf } from '../../domain/lost-link';
import { LOST_LINK_PATH } from '../../domain/status-link';
import { contact, type LinkPageAnswer } from '../../../shared/adapters/server/link-page-html';
import { answer, officeDetails } from './status-page-html';

/**
 * Perdí el enlace (/estado/perdi-el-enlace): the form, and one answer whether or not the number
 * and the DUI matched (replace-lost-link.ts).
 */

function lostLinkForm(problem?: string): string {
  return (
    '<p>Escribe tu número de solicitud y tu DUI. Si coinciden con una solicitud abierta, te ' +
    'enviaremos un enlace nuevo al correo que registraste, y los enlaces anteriores dejarán de ' +
    'funcionar.</p>' +
    (problem ? `<p role="alert"><strong>${escapeHtml(problem)}</strong></p>` : '') +
    `<form method="post" action="${LOST_LINK_PATH}">` +
    '<label for="numero">Número de solicitud</label>' +
    '<p class="hint" id="numero-ayuda">Por ejemplo, SOL1234.</p>' +
    '<input id="numero" name="numero" autocomplete="off" autocapitalize="characters" ' +
    'aria-describedby="numero-ayuda" required maxlength="12">' +
    '<label for="dui">DUI</label>' +
    '<p class="hint" id="dui-ayuda">Nueve cifras, por ejemplo 01234567-8.</p>' +
    '<input id="dui" name="dui" inputmode="numeric" autocomplete="off" ' +
    'aria-describedby="dui-ayuda" required maxlength="12">' +
    '<p><button type="submit">Enviarme un enlace nuevo</button></p></form>' +
    officeDetails()
  );
}

/** The one answer, whether or not the number and the DUI matched. */
export const LOST_LINK_ANSWERED = answer(
  200,
  'Revisa tu correo',
  '<p>Si los datos coinciden con una solicitud abierta, te enviamos un enlace nuevo al correo ' +
    'que registraste. Puede tardar unos minutos; revisa también la carpeta de correo no ' +
    `deseado. Si no te llega, ${contact}.</p>` +
    officeDetails(),
);

const LOST_LINK_PAGES: Record<LostLinkOutcome, LinkPageAnswer> = {
  answered: LOST_LINK_ANSWERED,
  'too-many': answer(
    429,
    'Demasiados intentos',
    `<p>Se hicieron demasiados intentos. Inténtalo de nuevo más tarde, o ${contact}.</p>`,
  ),
};

export async function lostLinkAnswer(
  method: string,
  form: unknown,
  address: string,
  useCases: { replaceLostLink: Pick<ReplaceLostLink, 'execute'> },
): Promise<LinkPageAnswer> {
  const title = 'Perdí el enlace de mi solicitud';
  if (method === 'GET') return answer(200, title, lostLinkForm());
  const request = lostLinkRequestOf(form);
  if (request === 'invalid')
    return answer(
      400,
      title,
      lostLinkForm(
        'Revisa los datos: el número de solicitud es SOL y cuatro cifras, y el DUI tiene ' +
          'nueve cifras.',
      ),
    );
  return LOST_LINK_PAGES[await useCases.replaceLostLink.execute(request, address)];
}
