import type { Application } from '../../applications/domain/stored-application';
import type { ReplyRecord, StoredReply } from './intake-replies';

/**
 * What `create` reports when another application already holds the id; or, when it was given a
 * reply's key that an application already holds, that application's reply (nothing was stored).
 */
export type CreateResult = 'created' | 'id-taken' | { repeatOf: StoredReply };

/**
 * The storage port. Every adapter must pass tests/contract/application-repository-contract.ts
 * (and, with replies, tests/contract/intake-replies-contract.ts).
 * Adapters never expose stored applications to the public: there is no list and no read.
 */
export interface ApplicationRepository {
  /**
   * Stores a new application unless its id is already held, and says which happened. The check
   * and the save are one step, so two applicants can never share or overwrite a number. With
   * `reply`, the reply is stored under its key in the same step, unless the key is already held:
   * then nothing is stored and the reply already held is reported (`repeatOf`).
   */
  create(application: Application, reply?: ReplyRecord): Promise<CreateResult>;
  /**
   * Optional: get ready for a save that is likely soon (load code, warm connections). Never fails.
   */
  prepare?(): void;
}
