import type { SubmittedApplication } from '../../submission/application/submit-application';
import type { ApplicationForm } from '../../submission/domain/application';
import { loadOnce } from '../../shared/adapters/load-once';
import type { SubmitApplicationUseCase } from '../../submission/ui/submit-application-context';

/**
 * Stands in for the use case until the composition root (inversify and the adapters) has loaded,
 * which `prepare` starts when the applicant first focuses the form. The first page load carries
 * only what renders and hydrates the page.
 */
export class DeferredSubmitApplication implements SubmitApplicationUseCase {
  private readonly useCase: () => Promise<SubmitApplicationUseCase>;

  constructor(load: () => Promise<SubmitApplicationUseCase>) {
    this.useCase = loadOnce(load);
  }

  prepare(): void {
    this.useCase().then(
      (useCase) => useCase.prepare(),
      () => undefined, // the submit that follows reports the failure
    );
  }

  async execute(form: ApplicationForm, honeypot?: string): Promise<SubmittedApplication> {
    return (await this.useCase()).execute(form, honeypot);
  }
}
