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

/**
 * The hook on a fresh source, once it shows the source's first value (1); `push` sends the source
 * a new value and waits for the hook to show it.
 */
async function renderLive(reactStrictMode = false) {
  const source = liveSource(1);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // Read during render, as a component would: react-query re-renders for the properties read.
  const rendered = renderHook(
    () => {
      const { data, error, isSuccess, refetch } = useLiveQuery<number>(['count'], (listener) =>
        source.subscribe(listener),
      );
      return { data, error, isSuccess, refetch };
    },
    { wrapper, reactStrictMode },
  );
  const shows = (value: number) => waitFor(() => expect(rendered.result.current.data).toBe(value));
  await shows(1);
  const push = async (value: number) => {
    act(() => source.push(value));
    await shows(value);
  };
  return { ...rendered, source, push };
}

describe('useLiveQuery', () => {
  it('resolves with the first value, then follows every later one', async () => {
    const { push } = await renderLive();
    await push(2);
  });

  it("makes a failed subscription the query's error, and follows again after a successful refetch", async () => {
    const { result, source, push } = await renderLive();

    act(() => source.fail());
    await waitFor(() => expect(result.current.error?.message).toBe('permission-denied'));
    expect(result.current.data).toBe(1);

    source.recover();
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await push(3);
  });

  it('asks storage once: the first value and the later ones come through one subscription', async () => {
    const { source, push } = await renderLive();
    await push(2);
    expect(source.subscriptionCount()).toBe(1);
    expect(source.listenerCount()).toBe(1);
  });

  it('keeps one listener, and follows, when React mounts twice (StrictMode)', async () => {
    const { source, push } = await renderLive(true);
    await push(5);
    expect(source.listenerCount()).toBe(1);
  });

  it('stops listening when nothing shows the data any more', async () => {
    const { source, unmount } = await renderLive();
    await waitFor(() => expect(source.listenerCount()).toBe(1));
    unmount();
    expect(source.listenerCount()).toBe(0);
  });
});
