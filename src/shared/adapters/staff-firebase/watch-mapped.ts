import type { Listener, Unsubscribe } from '../../domain/listener';

/** Starts a storage listener (onSnapshot on a document or a query) with these two callbacks. */
export type Observe<S> = (
  next: (snapshot: S) => void,
  error: (error: Error) => void,
) => Unsubscribe;

/**
 * A live view whose snapshots are mapped to the domain. A snapshot the mapper cannot read ends
 * the watch through `listener.error`, as a storage error does, so the view shows its error state.
 * Thrown inside the SDK's callback, the error would be lost instead: an uncaught exception, and a
 * view left waiting (or showing stale data) for good.
 */
export function watchMapped<S, T>(
  observe: Observe<S>,
  map: (snapshot: S) => T,
  listener: Listener<T>,
): Unsubscribe {
  let ended = false;
  // Set once onSnapshot returns; the listener may fail before it does.
  const running: { stop?: Unsubscribe } = {};
  const end = (error: Error) => {
    if (ended) return;
    ended = true;
    running.stop?.();
    listener.error(error);
  };
  const stop = observe((snapshot) => {
    if (ended) return;
    let value: T;
    try {
      value = map(snapshot);
    } catch (error) {
      // Mappers throw errors; anything else is reported without its contents, which may be data.
      return end(error instanceof Error ? error : new Error('A snapshot could not be read'));
    }
    listener.next(value);
  }, end);
  if (ended) stop();
  else running.stop = stop;
  return () => {
    ended = true;
    stop();
  };
}
