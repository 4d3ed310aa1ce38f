import { fieldId } from '../../submission/domain/form-field-descriptions';
import { isPlainClick } from '../../shared/ui/plain-click';

/** The banner's "Llenar el formulario" (hero-banner.tsx), for the page's script to know it by. */
export const FORM_LINK_ID = 'llenar-formulario';

/**
 * Puts the applicant in the form's first field (Nombres) when they follow the banner's link to
 * the form: as a plain anchor it scrolls to the form but leaves focus on itself, so a phone shows
 * no keyboard and the next Tab goes back up to the banner. The link stays an anchor: before the
 * script (or without it) it jumps to the form as ever; with it, the jump happens first and
 * the field is focused after it. Listened for on the document, so a link rendered later (the dev
 * server renders the page in the browser) is heard too. The skip link "Ir al formulario" is left
 * as skip links are: it moves where Tab goes next, and the first Tab lands in Nombres.
 */
export function focusFirstFieldFromFormLink(page: Document): () => void {
  const followed = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link?.id !== FORM_LINK_ID || event.defaultPrevented) return;
    // A new tab or window asked for (a modifier or the middle button): nothing to focus here.
    if (!isPlainClick(event)) return;
    // After the click's own jump to the anchor, which would otherwise take focus to the page.
    setTimeout(() => page.getElementById(fieldId('first_name'))?.focus());
  };
  page.addEventListener('click', followed);
  return () => page.removeEventListener('click', followed);
}
