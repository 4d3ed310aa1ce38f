import {
  hashKey,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { LiveSubscriptions, type Subscribe } from './live-subscriptions';

export type { Subscribe } from './live-subscriptions';

const registries = new WeakMap<QueryClient, LiveSubscriptions>();

function liveSubscriptionsOf(queryClient: QueryClient): LiveSubscriptions {
  let registry = registries.get(queryClient);
  if (!registry) registries.set(queryClient, (registry = new LiveSubscriptions(queryClient)));
  return registry;
}

/**
 * Server state that storage pushes (a live list, one application, the session), held by
 * react-query: one subscription per query resolves its first value and, while a component uses
 * it, writes every later value into the cache. A subscription that fails ends, and its error
 * becomes the query's error; it is tried once more at once, and again after a successful
 * `refetch`.
 */
export function useLiveQuery<T>(queryKey: QueryKey, subscribe: Subscribe<T>) {
  const queryClient = useQueryClient();
  const live = liveSubscriptionsOf(queryClient);
  const key = hashKey(queryKey);
  const query = useQuery<T, Error>({
    queryKey,
    queryFn: () => live.first<T>(key, queryKey, subscribe),
    staleTime: Infinity,
    retry: false,
  });

  const hold = useEffectEvent(() => live.hold(key, queryKey, subscribe));
  const failed = query.isError;
  useEffect(() => hold(), [live, key, failed]);

  return query;
}
