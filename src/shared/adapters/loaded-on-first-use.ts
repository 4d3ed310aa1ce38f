import { loadOnce } from './load-once';

/**
 * Stands in for an object whose code is loaded on first use or on `prepare` (a dynamic import),
 * so the first page load carries none of it. A failed load (a lost connection) is tried again on
 * the next call.
 */
export abstract class LoadedOnFirstUse<T extends { prepare?(): void }> {
  private readonly loaded: () => Promise<T>;

  constructor(load: () => Promise<T>) {
    this.loaded = loadOnce(load);
  }

  /**
   * Starts loading early and lets what loaded warm up too; the call that follows reports a failure.
   */
  prepare(): void {
    this.loaded().then(
      (target) => target.prepare?.(),
      () => undefined,
    );
  }

  protected async call<R>(work: (target: T) => Promise<R>): Promise<R> {
    return work(await this.loaded());
  }
}
