import { LoadedOnFirstUse } from '../../shared/adapters/loaded-on-first-use';
import type { Application } from '../domain/application';
import type { ApplicationRepository, CreateResult } from '../domain/application-repository';

/** The real repository (and its SDK), loaded when the applicant reaches the form or first saves. */
export class LazyApplicationRepository
  extends LoadedOnFirstUse<ApplicationRepository>
  implements ApplicationRepository
{
  create(application: Application): Promise<CreateResult> {
    return this.call((repository) => repository.create(application));
  }
}
