import type { Application } from './application';
import type { ApplicationId } from './application-id';

/** What `create` reports when another application already holds the id. */
export type CreateResult = 'created' | 'id-taken';

/**
 * The storage port. Every adapter must pass tests/contract/application-repository-contract.ts.
 * Adapters never expose stored applications to the public: there is no list and no read.
 */
export interface ApplicationRepository {
  /** Whether an application already holds this id: the spec's check before saving. */
  exists(id: ApplicationId): Promise<boolean>;
  /** Stores a new application. Never overwrites: reports 'id-taken' instead. */
  create(application: Application): Promise<CreateResult>;
  /** Optional: get ready for a save that is likely soon (load code, warm connections). Never fails. */
  prepare?(): void;
}
