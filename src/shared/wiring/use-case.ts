import { token, type Token } from './token';

/**
 * A use case, declared once: its token, the ports it is built from, and how. The module's
 * ContainerModule binds it from this, and the UI's type for it is read from it (UseCasesOf).
 */
export interface UseCaseDeclaration<T> {
  readonly token: Token<T>;
  readonly dependencies: readonly Token<unknown>[];
  readonly create: (...dependencies: never[]) => T;
}

type TokensFor<Dependencies extends readonly unknown[]> = {
  readonly [K in keyof Dependencies]: Token<Dependencies[K]>;
};

export function declareUseCase<T, Dependencies extends readonly unknown[]>(
  name: string,
  dependencies: TokensFor<Dependencies>,
  create: (...dependencies: Dependencies) => T,
): UseCaseDeclaration<T> {
  return {
    token: token<T>(name),
    dependencies: dependencies as readonly Token<unknown>[],
    create: create as unknown as (...dependencies: never[]) => T,
  };
}

export type UseCaseDeclarations = Readonly<Record<string, UseCaseDeclaration<unknown>>>;

/** What the UI receives for a module: each declared use case, built. */
export type UseCasesOf<Declarations extends UseCaseDeclarations> = {
  readonly [K in keyof Declarations]: Declarations[K] extends UseCaseDeclaration<infer T>
    ? T
    : never;
};
