import { createContext, useContext } from 'react';
import type { SubmitApplication } from '../../../application/public/submit-application';

export type SubmitApplicationUseCase = Pick<SubmitApplication, 'execute' | 'prepare'>;

/** Filled by the composition root with the use case it resolved from the container. */
export const SubmitApplicationContext = createContext<SubmitApplicationUseCase | null>(null);

export function useSubmitApplicationUseCase(): SubmitApplicationUseCase {
  const useCase = useContext(SubmitApplicationContext);
  if (useCase === null) throw new Error('SubmitApplicationContext is missing: render the page inside AppRoot.');
  return useCase;
}
