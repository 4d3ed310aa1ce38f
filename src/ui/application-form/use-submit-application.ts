import { useMutation } from '@tanstack/react-query';
import type { SubmittedApplication } from '../../application/submit-application';
import type { ApplicationForm } from '../../domain/application';
import { reportSubmitFailure } from './report-submit-failure';
import { useSubmitApplicationUseCase } from './submit-application-context';

/** The one way the page saves an application. `prepare` warms storage while the applicant types. */
export function useSubmitApplication() {
  const submitApplication = useSubmitApplicationUseCase();
  const mutation = useMutation<SubmittedApplication, Error, ApplicationForm>({
    mutationKey: ['submit-application'],
    mutationFn: (form) => submitApplication.execute(form),
    onError: reportSubmitFailure,
  });
  return { ...mutation, prepare: () => submitApplication.prepare() };
}
