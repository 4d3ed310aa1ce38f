import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Listener } from '../../../src/shared/domain/listener';
import { useLiveQuery } from '../../../src/shared/ui/use-live-query';

/** A source that pushes values to whoever listens, and can fail every listener once. */
function liveSource(initial: number) {
  let value = initial;
  const listeners = new Set<Listener<number>>();
  let failing = false;
  let subscriptions = 0;
  return {
    subscribe(listener: Listener<number>) {
      subscriptions += 1;
      if (failing) {
        listener.error(new Error('permission-denied'));
        return () => undefined;
      }
      listeners.add(listener);
      listener.next(value);
      return () => listeners.delete(listener);
    },
    push(next: number) {
      value = next;
      for (const listener of listeners) listener.next(value);
    },
    fail() {
      failing = true;
      for (const listener of [...listeners]) {
        listeners.delete(listener);
        listener.error(new Error('permission-denied'));
      }
    },
    recover() {
      failing = false;
    },
    listenerCount: () => listeners.size,
    subscriptionCount: () => subscriptions,
  };
}

function renderLive(source: ReturnType<typeof liveSource>, reactStrictMode = false) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  // Read during render, as a component would: react-query re-renders for the properties read.
  return renderHook(() => {
    const { data, error, isSuccess, refetch } = useLiveQuery<number>(['count'], (listener) => source.subscribe(listener));
    return { data, error, isSuccess, refetch };
  }, { wrapper, reactStrictMode });
}

describe('useLiveQuery', () => {
  it('resolves with the first value, then follows every later one', async () => {
    const source = liveSource(1);
    const { result } = renderLive(source);
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => source.push(2));
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('makes a failed subscription the query\'s error, and follows again after a successful refetch', async () => {
    const source = liveSource(1);
    const { result } = renderLive(source);
    await waitFor(() => expect(result.current.data).toBe(1));

    act(() => source.fail());
    await waitFor(() => expect(result.current.error?.message).toBe('permission-denied'));
    expect(result.current.data).toBe(1);

    source.recover();
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => source.push(3));
    await waitFor(() => expect(result.current.data).toBe(3));
  });

  it('asks storage once: the first value and the later ones come through one subscription', async () => {
    const source = liveSource(1);
    const { result } = renderLive(source);
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => source.push(2));
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(source.subscriptionCount()).toBe(1);
    expect(source.listenerCount()).toBe(1);
  });

  it('keeps one listener, and follows, when React mounts twice (StrictMode)', async () => {
    const source = liveSource(1);
    const { result } = renderLive(source, true);
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => source.push(5));
    await waitFor(() => expect(result.current.data).toBe(5));
    expect(source.listenerCount()).toBe(1);
  });

  it('stops listening when nothing shows the data any more', async () => {
    const source = liveSource(1);
    const { result, unmount } = renderLive(source);
    await waitFor(() => expect(result.current.data).toBe(1));
    await waitFor(() => expect(source.listenerCount()).toBe(1));
    unmount();
    expect(source.listenerCount()).toBe(0);
  });
});
