import { createRequiredContext } from '../../shared/ui/required-context';
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
export const { Context: SubmitApplicationContext, useValue: useSubmitApplicationUseCase } =
  createRequiredContext<SubmitApplicationUseCase>(
    'SubmitApplicationContext is missing: render the page inside AppRoot.',
  );
