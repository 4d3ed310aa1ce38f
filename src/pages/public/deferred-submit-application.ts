import { LoadedOnFirstUse } from '../../shared/adapters/loaded-on-first-use';
import type { SubmittedApplication } from '../../submission/application/submitted-application';
import type { SubmitApplicationCommand } from '../../submission/application/submit-application-command';
import type { SubmitApplicationUseCase } from '../../submission/ui/submit-application-context';

/**
 * Stands in for the use case until the composition root (inversify and the adapters) has loaded,
 * which `prepare` starts when the applicant first focuses the form. The first page load carries
 * only what renders and hydrates the page.
 */
export class DeferredSubmitApplication
  extends LoadedOnFirstUse<SubmitApplicationUseCase>
  implements SubmitApplicationUseCase
{
  execute(command: SubmitApplicationCommand): Promise<SubmittedApplication> {
    return this.call((useCase) => useCase.execute(command));
  }
}
