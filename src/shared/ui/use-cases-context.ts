import type { Context } from 'react';
import { createRequiredContext } from './required-context';

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
  const { Context, useValue } = createRequiredContext<T>(
    `The ${moduleName} use cases are missing: render this inside the page's root.`,
  );
  Context.displayName = `${moduleName}UseCases`;
  return { Provider: Context, useUseCases: useValue };
}
