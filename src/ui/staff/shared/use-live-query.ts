import { hashKey, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { Listener, Unsubscribe } from '../../../domain/staff/application-inbox';

export type Subscribe<T> = (listener: Listener<T>) => Unsubscribe;

/** The first value a subscription delivers (or its error); the subscription then stops. */
function firstValue<T>(subscribe: Subscribe<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (report: () => void) => {
      if (settled) return;
      settled = true;
      report();
      // A subscription may answer before it has returned its stop function.
      queueMicrotask(() => stop());
    };
    const stop = subscribe({
      next: (value) => settle(() => resolve(value)),
      error: (error) => settle(() => reject(error)),
    });
  });
}

/**
 * Server state that storage pushes (a live list, one application, the session), held by
 * react-query: the query resolves with the subscription's first value, and while a component
 * uses it a subscription writes every later value into the cache. A subscription that fails
 * ends, and its error becomes the query's error; it is tried once more at once, and again after
 * a successful `refetch`.
 */
export function useLiveQuery<T>(queryKey: QueryKey, subscribe: Subscribe<T>) {
  const queryClient = useQueryClient();
  const query = useQuery<T, Error>({ queryKey, queryFn: () => firstValue(subscribe), staleTime: Infinity, retry: false });

  const start = useEffectEvent(() =>
    subscribe({
      next: (value) => queryClient.setQueryData<T>(queryKey, value),
      error: (error) => queryClient.getQueryCache().find<T, Error>({ queryKey, exact: true })?.setState({ status: 'error', error, fetchStatus: 'idle' }),
    }),
  );
  const key = hashKey(queryKey);
  const failed = query.isError;
  useEffect(() => start(), [key, failed]);

  return query;
}
