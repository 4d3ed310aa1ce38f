import { createContext, useContext, type Context } from 'react';

export interface RequiredContext<T> {
  /** Rendered with the value by whatever owns it: a page's root, or a shell. */
  readonly Context: Context<T | null>;
  /** The value; throws `missing` when nothing above provides it. */
  readonly useValue: () => T;
}

/** A React context that a component cannot do without: read outside its provider, it throws. */
export function createRequiredContext<T>(missing: string): RequiredContext<T> {
  const Context = createContext<T | null>(null);
  return {
    Context,
    useValue: () => {
      const value = useContext(Context);
      if (value === null) throw new Error(missing);
      return value;
    },
  };
}
