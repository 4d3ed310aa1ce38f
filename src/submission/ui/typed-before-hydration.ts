import { createContext } from 'react';
import type { ApplicationForm } from '../domain/application';
import { TYPED_FIELDS } from '../domain/rules/application-rules';

/** What the applicant typed into the prerendered form before the page's script arrived. */
export type TypedBeforeHydration = Partial<ApplicationForm>;

export const TypedBeforeHydrationContext = createContext<TypedBeforeHydration>({});

/**
 * Reads the prerendered form as the applicant left it. Call it just before hydrating: the form
 * library resets its inputs when it takes them over, and the form puts these values back.
 */
export function readTypedBeforeHydration(root: ParentNode): TypedBeforeHydration {
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
