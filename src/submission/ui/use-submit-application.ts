import { useMutation } from '@tanstack/react-query';
import type { SubmittedApplication } from '../application/submitted-application';
import type { SubmitApplicationCommand } from '../application/submit-application-command';
import { reportSubmitFailure } from './report-submit-failure';
import { useSubmitApplicationUseCase } from './submit-application-context';

/** What the form sends: the applicant's values and the anti-bot field (empty for people). */
export type ApplicationSubmission = Required<SubmitApplicationCommand>;

/** The one way the page saves an application. `prepare` warms storage while the applicant types. */
export function useSubmitApplication() {
  const submitApplication = useSubmitApplicationUseCase();
  const mutation = useMutation<SubmittedApplication, Error, ApplicationSubmission>({
    mutationKey: ['submit-application'],
    mutationFn: (command) => submitApplication.execute(command),
    onError: reportSubmitFailure,
  });
  return { ...mutation, prepare: () => submitApplication.prepare() };
}
