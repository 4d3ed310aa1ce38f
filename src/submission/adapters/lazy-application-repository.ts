import type { Application } from '../domain/application';
import type { ApplicationRepository, CreateResult } from '../domain/application-repository';
import { loadOnce } from '../../shared/adapters/load-once';

/**
 * Loads the real repository (and its SDK) on first use or on `prepare`, so the first page load
 * carries none of it. A failed load (a lost connection) is retried on the next call.
 */
export class LazyApplicationRepository implements ApplicationRepository {
  private readonly repository: () => Promise<ApplicationRepository>;

  constructor(load: () => Promise<ApplicationRepository>) {
    this.repository = loadOnce(load);
  }

  prepare(): void {
    this.repository().then(
      (repository) => repository.prepare?.(),
      () => undefined, // the save that follows reports the failure
    );
  }

  async create(application: Application): Promise<CreateResult> {
    return (await this.repository()).create(application);
  }
}
