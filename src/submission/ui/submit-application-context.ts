import { createContext, useContext } from 'react';
import type { SubmissionUseCases } from '../submission-module';

/**
 * What the form calls: the declared use case, or a stand-in with the same two methods while it
 * loads.
 */
export type SubmitApplicationUseCase = Pick<
  SubmissionUseCases['submitApplication'],
  'execute' | 'prepare'
>;

/** Filled by the composition root with the use case it resolved from the container. */
export const SubmitApplicationContext = createContext<SubmitApplicationUseCase | null>(null);

export function useSubmitApplicationUseCase(): SubmitApplicationUseCase {
  const useCase = useContext(SubmitApplicationContext);
  if (useCase === null)
    throw new Error('SubmitApplicationContext is missing: render the page inside AppRoot.');
  return useCase;
}
