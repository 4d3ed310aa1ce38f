import { createContext } from 'react';
import type { ApplicationForm } from '../../applications/domain/stored-application';

/**
 * What the applicant typed into the prerendered form before the page's script arrived: the page
 * reads it with watchTypedBeforeHydration (watch-typed-before-hydration.ts).
 */
export type TypedBeforeHydration = Partial<ApplicationForm>;

export const TypedBeforeHydrationContext = createContext<TypedBeforeHydration>({});
