import type { QueryClient } from '@tanstack/react-query';
import type { Listener, Unsubscribe } from '../domain/listener';

export type Subscribe<T> = (listener: Listener<T>) => Unsubscribe;

interface LiveSubscription {
  /** Undefined until `subscribe` has returned it: a subscription may answer, or fail, before. */
  stop: Unsubscribe | undefined;
  ended: boolean;
  /** How many mounted components show it: the last one to go stops it. */
  holders: number;
  latest: { value: unknown } | undefined;
  failure: Error | undefined;
  waiting: Listener<unknown>[];
}

/**
 * One storage subscription per query, whoever starts it first (the query's first fetch or the
 * component that shows it): a second listener on the same data would cost storage a second read.
 */
export class LiveSubscriptions {
  private readonly live = new Map<string, LiveSubscription>();

  constructor(private readonly queryClient: QueryClient) {}

  /**
   * Starts the subscription unless it runs; every value after the first goes to the query's cache.
   */
  private ensure<T>(
    key: string,
    queryKey: readonly unknown[],
    subscribe: Subscribe<T>,
  ): LiveSubscription {
    const running = this.live.get(key);
    if (running) return running;
    const entry: LiveSubscription = {
      stop: undefined,
      ended: false,
      holders: 0,
      latest: undefined,
      failure: undefined,
      waiting: [],
    };
    this.live.set(key, entry);
    const stop = subscribe({
      next: (value) => {
        entry.latest = { value };
        for (const waiter of entry.waiting.splice(0)) waiter.next(value);
        this.queryClient.setQueryData<T>(queryKey, value);
      },
      error: (error) => {
        entry.failure = error;
        this.end(key, entry);
        for (const waiter of entry.waiting.splice(0)) waiter.error(error);
        this.queryClient
          .getQueryCache()
          .find<T, Error>({ queryKey, exact: true })
          ?.setState({ status: 'error', error, fetchStatus: 'idle' });
      },
    });
    if (entry.ended) stop();
    else entry.stop = stop;
    return entry;
  }

  /** The query's value: the running subscription's latest, or the first of one started now. */
  first<T>(key: string, queryKey: readonly unknown[], subscribe: Subscribe<T>): Promise<T> {
    const entry = this.ensure(key, queryKey, subscribe);
    if (entry.latest) return Promise.resolve(entry.latest.value as T);
    if (entry.failure) return Promise.reject(entry.failure);
    return new Promise<T>((resolve, reject) =>
      entry.waiting.push({ next: (value) => resolve(value as T), error: reject }),
    );
  }

  /** A component shows the query: the subscription runs until the last such component lets go. */
  hold<T>(key: string, queryKey: readonly unknown[], subscribe: Subscribe<T>): () => void {
    const entry = this.ensure(key, queryKey, subscribe);
    entry.holders += 1;
    return () => {
      entry.holders -= 1;
      if (entry.holders === 0) this.end(key, entry);
    };
  }

  private end(key: string, entry: LiveSubscription): void {
    if (this.live.get(key) !== entry) return;
    this.live.delete(key);
    entry.ended = true;
    entry.stop?.();
  }
}
