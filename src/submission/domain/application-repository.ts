import type { Application } from './application';

/** What `create` reports when another application already holds the id. */
export type CreateResult = 'created' | 'id-taken';

/**
 * The storage port. Every adapter must pass tests/contract/application-repository-contract.ts.
 * Adapters never expose stored applications to the public: there is no list and no read.
 */
export interface ApplicationRepository {
  /**
   * Stores a new application unless its id is already held, and says which happened. The check
   * and the save are one step, so two applicants can never share or overwrite a number.
   */
  create(application: Application): Promise<CreateResult>;
  /**
   * Optional: get ready for a save that is likely soon (load code, warm connections). Never fails.
   */
  prepare?(): void;
}
