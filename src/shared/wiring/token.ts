/**
 * A symbol that remembers what it resolves to, so a container hands it back typed, without casts.
 */
export type Token<T> = symbol & { readonly __resolvesTo?: T };

export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** The values a record of tokens stands for: what a composition root hands a module. */
export type ValuesOf<Tokens> = {
  readonly [K in keyof Tokens]: Tokens[K] extends Token<infer T> ? T : never;
};
