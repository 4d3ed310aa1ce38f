import { namedError } from '../../domain/named-error';
/** A storage call that got no answer in time. */
export class StorageTimeoutError extends namedError('StorageTimeoutError') {
  constructor(operation: string, ms: number) {
    super(`${operation} got no answer within ${ms} ms`);
  }
}

/**
 * The Lite SDK's fetch has no timeout of its own: a response that never comes would hang the form.
 */
export function withTimeout<T>(operation: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageTimeoutError(operation, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
