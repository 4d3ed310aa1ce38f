import { TYPED_FIELDS } from '../../applications/domain/stored-application';
import type { TypedBeforeHydration } from './typed-before-hydration';

// No React here: the page's entry watches typing with this before it loads React
// (src/pages/public/main.tsx).

/**
 * Reads the prerendered form as the applicant left it: the form library resets its inputs when it
 * takes them over, and the form puts these values back. The page reads it through
 * watchTypedBeforeHydration, which keeps it up to date while hydration runs.
 */
function readTypedBeforeHydration(root: ParentNode): TypedBeforeHydration {
  const form = root.querySelector('form.application-form');
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: TypedBeforeHydration = {};
  for (const name of TYPED_FIELDS) {
    const control = form.elements.namedItem(name);
    if (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.value !== ''
    )
      typed[name] = control.value;
  }
  const terms = form.elements.namedItem('terms');
  if (terms instanceof HTMLInputElement && terms.checked) typed.terms = true;
  return typed;
}

export interface TypedBeforeHydrationWatch {
  /** What is typed so far: kept up to date until stop(), so read it as late as possible. */
  typed: TypedBeforeHydration;
  stop(): void;
}

/**
 * readTypedBeforeHydration, kept up to date while the page hydrates. A hydration the browser may
 * interrupt (in slices, between which it handles input) can take long enough for a visitor to type
 * or paste in the meantime, and the form library resets its inputs in the very commit that brings
 * the form to life: this records every change up to that commit. Call it before hydrating, so its
 * listener runs before React's (which may hydrate on the spot to handle the same event), and stop
 * it once the form has taken over.
 */
export function watchTypedBeforeHydration(root: HTMLElement): TypedBeforeHydrationWatch {
  const typed: TypedBeforeHydration = readTypedBeforeHydration(root);
  const record = () => {
    for (const name of Object.keys(typed)) delete typed[name as keyof TypedBeforeHydration];
    Object.assign(typed, readTypedBeforeHydration(root));
  };
  for (const type of ['input', 'change']) root.addEventListener(type, record, { capture: true });
  return {
    typed,
    stop() {
      for (const type of ['input', 'change'])
        root.removeEventListener(type, record, { capture: true });
    },
  };
}
