import { useEffect, useRef, type RefObject } from 'react';

/**
 * Warms the submission up (`prepare`, as a focus in the form does) when the form comes to life with
 * the visitor already in it. The public page runs the form's code as the visitor heads for it, so
 * the focus that brought them (the banner's link, a tap as it woke) came before the form could hear
 * it, and the next would come only at their next field: on a slow connection, time lost loading
 * what the submission needs. Checked once, when the form first commits.
 */
export function usePrepareOnArrival(
  form: RefObject<HTMLFormElement | null>,
  prepare: () => void,
): void {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (form.current?.contains(document.activeElement)) prepare();
  }, [form, prepare]);
}
