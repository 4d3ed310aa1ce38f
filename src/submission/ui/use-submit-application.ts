import { useMutation } from '@tanstack/react-query';
import type { SubmittedApplication } from '../application/submitted-application';
import type { SubmitApplicationCommand } from '../application/submit-application-command';
import { loadSubmissionReceipt } from './load-submission-receipt';
import { reportSubmitFailure } from './report-submit-failure';
import { useSubmitApplicationUseCase } from './submit-application-context';

/** What the form sends: the applicant's values and the anti-bot field (empty for people). */
export type ApplicationSubmission = Required<SubmitApplicationCommand>;

/**
 * The one way the page saves an application. `prepare` warms storage, and loads the receipt, while
 * the applicant types.
 */
export function useSubmitApplication() {
  const submitApplication = useSubmitApplicationUseCase();
  const mutation = useMutation<SubmittedApplication, Error, ApplicationSubmission>({
    mutationKey: ['submit-application'],
    // The receipt's code comes before anything is sent: a lost connection then fails the
    // submission before the application is stored, never a stored one that cannot show its receipt.
    mutationFn: async (command) => {
      await loadSubmissionReceipt();
      return submitApplication.execute(command);
    },
    onError: reportSubmitFailure,
  });
  const prepare = () => {
    // Its failure is the submission's to show, if it fails again then.
    loadSubmissionReceipt().catch(() => undefined);
    submitApplication.prepare();
  };
  return { ...mutation, prepare };
}
