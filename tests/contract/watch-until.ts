import type { Listener, Unsubscribe } from '../../src/shared/domain/listener';

export interface Watched<T> {
  /** Every value so far, oldest first. */
  readonly values: readonly T[];
  /**
   * The first value, seen already or to come, that `accept` takes (given its position among the
   * values).
   */
  until(accept: (value: T, index: number) => boolean, timeoutMs?: number): Promise<T>;
  stop(): void;
}

/**
 * Keeps every value a live view sends. A live view may show a partial value first (a cache, a
 * pending write), so tests wait for what they expect rather than take the first value; on
 * timeout the error shows the last value seen.
 */
export function watch<T>(subscribe: (listener: Listener<T>) => Unsubscribe): Watched<T> {
  const values: T[] = [];
  let failure: Error | undefined;
  const waiting = new Set<() => void>();
  const wake = () => waiting.forEach((check) => check());
  const unsubscribe = subscribe({
    next(value) {
      values.push(value);
      wake();
    },
    error(error) {
      failure = error;
      wake();
    },
  });
  return {
    values,
    stop: unsubscribe,
    until(accept, timeoutMs = 5000) {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            settle(() =>
              reject(
                new Error(
                  `No accepted value within ${timeoutMs} ms; last seen: ${JSON.stringify(values.at(-1))}`,
                ),
              ),
            ),
          timeoutMs,
        );
        const settle = (done: () => void) => {
          clearTimeout(timer);
          waiting.delete(check);
          done();
        };
        const check = () => {
          const index = values.findIndex(accept);
          if (index >= 0) settle(() => resolve(values[index] as T));
          else if (failure) settle(() => reject(failure));
        };
        waiting.add(check);
        check();
      });
    },
  };
}

/** Subscribes, waits for the first value `accept` takes, and unsubscribes. */
export async function watchUntil<T>(
  subscribe: (listener: Listener<T>) => Unsubscribe,
  accept: (value: T) => boolean,
  timeoutMs?: number,
): Promise<T> {
  const watched = watch(subscribe);
  try {
    return await watched.until(accept, timeoutMs);
  } finally {
    watched.stop();
  }
}
