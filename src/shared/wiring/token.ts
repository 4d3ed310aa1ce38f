/**
 * A symbol that remembers what it resolves to, so a container hands it back typed, without casts.
 */
export type Token<T> = symbol & { readonly __resolvesTo?: T };

export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** The adapters a module's port tokens stand for: what a composition root hands the module. */
export type AdaptersFor<Ports> = {
  readonly [K in keyof Ports]: Ports[K] extends Token<infer T> ? T : never;
};
