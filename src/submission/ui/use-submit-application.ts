import { useMutation } from '@tanstack/react-query';
import type { SubmittedApplication } from '../application/submit-application';
import type { ApplicationForm } from '../domain/application';
import { reportSubmitFailure } from './report-submit-failure';
import { useSubmitApplicationUseCase } from './submit-application-context';

/** What the form sends: the applicant's values and the anti-bot field (empty for people). */
export interface ApplicationSubmission {
  form: ApplicationForm;
  honeypot: string;
}

/** The one way the page saves an application. `prepare` warms storage while the applicant types. */
export function useSubmitApplication() {
  const submitApplication = useSubmitApplicationUseCase();
  const mutation = useMutation<SubmittedApplication, Error, ApplicationSubmission>({
    mutationKey: ['submit-application'],
    mutationFn: ({ form, honeypot }) => submitApplication.execute(form, honeypot),
    onError: reportSubmitFailure,
  });
  return { ...mutation, prepare: () => submitApplication.prepare() };
}
