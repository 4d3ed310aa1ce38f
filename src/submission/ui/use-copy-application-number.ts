import { useState, type RefObject } from 'react';

export const NUMBER_COPIED = 'Número copiado';
export const NUMBER_NOT_COPIED =
  'No se pudo copiar: el número quedó seleccionado, cópialo con tu teclado o anótalo.';

/**
 * Copies the number to the clipboard; where the browser will not, selects it for the applicant to
 * copy.
 */
export function useCopyApplicationNumber(
  applicationId: string,
  numberElement: RefObject<HTMLElement | null>,
) {
  const [feedback, setFeedback] = useState('');

  async function copyOrSelect() {
    try {
      await navigator.clipboard.writeText(applicationId);
      setFeedback(NUMBER_COPIED);
    } catch {
      // No clipboard (a page not served over HTTPS, an old browser) or the permission was refused.
      if (numberElement.current) getSelection()?.selectAllChildren(numberElement.current);
      setFeedback(NUMBER_NOT_COPIED);
    }
  }

  // A click's handler: copyOrSelect never rejects (its failure is the feedback), so nothing waits.
  const copy = () => void copyOrSelect();

  return { copy, feedback };
}
