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

/** A use case's class, built from its ports alone, in the order of their tokens. */
type UseCaseClass<T, Dependencies extends readonly unknown[]> = new (
  ...dependencies: Dependencies
) => T;

/** How to build a use case: its class (built with `new`), or a factory for anything more. */
type UseCaseCreator<T, Dependencies extends readonly unknown[]> =
  UseCaseClass<T, Dependencies> | ((...dependencies: Dependencies) => T);

/** A class has a prototype; an arrow factory has none. */
const isClass = <T, Dependencies extends readonly unknown[]>(
  create: UseCaseCreator<T, Dependencies>,
): create is UseCaseClass<T, Dependencies> => create.prototype !== undefined;

/**
 * The name is the token's, given explicitly (a class's own name does not survive minification).
 * The use case is built from a class when its constructor takes exactly the ports, or by a factory
 * (an arrow function) when it needs more.
 */
export function declareUseCase<T, Dependencies extends readonly unknown[]>(
  name: string,
  dependencies: TokensFor<Dependencies>,
  creator: UseCaseCreator<T, Dependencies>,
): UseCaseDeclaration<T> {
  const create = isClass(creator) ? (...ports: Dependencies) => new creator(...ports) : creator;
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
