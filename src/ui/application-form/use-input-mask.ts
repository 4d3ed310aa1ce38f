import type * as Imask from 'imask';
import type { InputMask } from 'imask';
import { useCallback, useEffect, useRef } from 'react';

// Masks are a chunk of their own, fetched when the applicant first reaches a masked field.
let imaskModule: Promise<typeof Imask> | undefined;
const loadImask = () => (imaskModule ??= import('imask'));

type PatternMask = InputMask<{ mask: string }>;

/**
 * Attaches an imask pattern to an uncontrolled input on its first focus, and keeps it in step with
 * the form's value. Whatever was typed before the mask arrived is reformatted when it attaches.
 */
export function useInputMask(pattern: string, value: string, onAccept: (value: string) => void) {
  const input = useRef<HTMLInputElement | null>(null);
  const mask = useRef<PatternMask | null>(null);
  const latestOnAccept = useRef(onAccept);
  useEffect(() => {
    latestOnAccept.current = onAccept;
  });

  const attach = useCallback(() => {
    if (mask.current || !input.current) return;
    void loadImask().then(({ default: IMask }) => {
      const element = input.current;
      if (mask.current || !element?.isConnected) return;
      const instance = IMask(element, { mask: pattern });
      instance.on('accept', () => latestOnAccept.current(instance.value));
      mask.current = instance;
      latestOnAccept.current(instance.value);
    });
  }, [pattern]);

  useEffect(() => () => {
    mask.current?.destroy();
    mask.current = null;
  }, []);

  // The form reset or set the value: show it, through the mask when there is one. A value that
  // arrives before the mask (typed before hydration) brings the mask in to format it.
  useEffect(() => {
    if (mask.current) {
      if (mask.current.value !== value) mask.current.value = value;
      return;
    }
    if (input.current && input.current.value !== value) input.current.value = value;
    if (value !== '') attach();
  }, [value, attach]);

  return { input, attach };
}
