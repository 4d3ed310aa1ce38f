import { createContext, useContext, type Context } from 'react';

export interface UseCasesContext<T> {
  /**
   * Filled by the page's composition root with the module's use cases, resolved from its container.
   */
  readonly Provider: Context<T | null>;
  /** The module's use cases, as its declaration file types them. */
  readonly useUseCases: () => T;
}

/** One module's use cases in React context: the UI asks for them and never sees an adapter. */
export function createUseCasesContext<T>(moduleName: string): UseCasesContext<T> {
  const Provider = createContext<T | null>(null);
  Provider.displayName = `${moduleName}UseCases`;
  return {
    Provider,
    useUseCases: () => {
      const useCases = useContext(Provider);
      if (useCases === null)
        throw new Error(
          `The ${moduleName} use cases are missing: render this inside the page's root.`,
        );
      return useCases;
    },
  };
}
