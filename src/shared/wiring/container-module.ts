import { ContainerModule, type Container } from 'inversify';
import { isPortLink, type AdaptersFor, type Token } from './token';
import type { UseCaseDeclarations, UseCasesOf } from './use-case';

/**
 * One module's bindings: its ports to the adapters the composition root picked (or to what
 * another module serves, when it linked them: linkPort), and its use cases from their
 * declarations. Factory bindings with explicit tokens: no decorator metadata.
 */
export function moduleBindings<Ports extends Readonly<Record<string, Token<unknown>>>>(
  ports: Ports,
  adapters: AdaptersFor<Ports>,
  useCases: UseCaseDeclarations,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const name of Object.keys(ports)) {
      const adapter: unknown = adapters[name as keyof Ports];
      if (isPortLink(adapter))
        bind(ports[name]!).toResolvedValue(
          (...services: unknown[]) => adapter.create(...(services as never[])),
          [...adapter.linkedTo],
        );
      else bind(ports[name]!).toConstantValue(adapter);
    }
    for (const declaration of Object.values(useCases)) {
      bind(declaration.token).toResolvedValue(
        (...dependencies: unknown[]) => declaration.create(...(dependencies as never[])),
        [...declaration.dependencies],
      );
    }
  });
}

/**
 * Every use case of a module, built once from the container: what the module's UI context holds.
 */
export function resolveUseCases<Declarations extends UseCaseDeclarations>(
  container: Container,
  useCases: Declarations,
): UseCasesOf<Declarations> {
  const entries = Object.entries(useCases).map(([name, declaration]) => [
    name,
    container.get(declaration.token),
  ]);
  return Object.fromEntries(entries) as UseCasesOf<Declarations>;
}
