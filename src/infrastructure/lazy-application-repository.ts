import type { Application } from '../domain/application';
import type { ApplicationRepository, CreateResult } from '../domain/application-repository';

/**
 * Loads the real repository (and its SDK) on first use or on `prepare`, so the first page load
 * carries none of it. A failed load (a lost connection) is retried on the next call.
 */
export class LazyApplicationRepository implements ApplicationRepository {
  private loading: Promise<ApplicationRepository> | undefined;

  constructor(private readonly load: () => Promise<ApplicationRepository>) {}

  prepare(): void {
    this.repository().then(
      (repository) => repository.prepare?.(),
      () => undefined, // the save that follows reports the failure
    );
  }

  async create(application: Application): Promise<CreateResult> {
    return (await this.repository()).create(application);
  }

  private repository(): Promise<ApplicationRepository> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }
}
