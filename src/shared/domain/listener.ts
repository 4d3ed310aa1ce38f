/** Receives a value each time a watched thing changes, or the error that ended the watch. */
export interface Listener<T> {
  next(value: T): void;
  error(error: Error): void;
}

export type Unsubscribe = () => void;
