import { StorageUnreachableError } from '../../domain/storage-errors';
import { StorageTimeoutError, withTimeout } from './with-timeout';

/** Per one-shot call (a read, a count, a write), so the page can say there is no connection. */
export const STAFF_REQUEST_TIMEOUT_MS = 8000;

/** A one-shot call given a time limit; a lost connection is reported as StorageUnreachableError. */
export type BoundedCall = <T>(operation: string, work: Promise<T>) => Promise<T>;

/** What the SDK reports when it is offline, or when going offline cut a call short. */
const OFFLINE_CODES: readonly unknown[] = ['unavailable', 'deadline-exceeded', 'cancelled'];

const isOffline = (error: unknown) =>
  error instanceof StorageTimeoutError ||
  OFFLINE_CODES.includes((error as { code?: unknown } | null)?.code);

export const boundedBy =
  (ms: number): BoundedCall =>
  async (operation, work) => {
    try {
      return await withTimeout(operation, ms, work);
    } catch (error) {
      throw isOffline(error)
        ? new StorageUnreachableError(`${operation}: no connection`, { cause: error })
        : error;
    }
  };
