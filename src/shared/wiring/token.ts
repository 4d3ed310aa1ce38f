/**
 * A symbol that remembers what it resolves to, so a container hands it back typed, without casts.
 */
export type Token<T> = symbol & { readonly __resolvesTo?: T };

export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/**
 * A port that another module serves in the same container (one of its use cases, say): the
 * composition root links the two where it picks the adapters, and the container builds the port
 * from what it is linked to, once, when the use case that needs it is first resolved. Neither
 * module knows the other; no closure reaches into the container from outside.
 */
export interface PortLink<T> {
  readonly linkedTo: readonly Token<unknown>[];
  readonly create: (...services: never[]) => T;
}

/** What tells a link from an adapter that happens to have the same two properties. */
const portLinks = new WeakSet<object>();

/** The port, built by `create` from what the tokens resolve to in the same container. */
export function linkPort<T, const Services extends readonly unknown[]>(
  linkedTo: { readonly [K in keyof Services]: Token<Services[K]> },
  create: (...services: Services) => T,
): PortLink<T> {
  const link: PortLink<T> = {
    linkedTo: linkedTo as readonly Token<unknown>[],
    create: create as unknown as (...services: never[]) => T,
  };
  portLinks.add(link);
  return link;
}

export const isPortLink = (adapter: unknown): adapter is PortLink<unknown> =>
  typeof adapter === 'object' && adapter !== null && portLinks.has(adapter);

/**
 * The adapters a module's port tokens stand for: what a composition root hands the module, each
 * an adapter or a link to what another module serves (linkPort).
 */
export type AdaptersFor<Ports> = {
  readonly [K in keyof Ports]: Ports[K] extends Token<infer T> ? T | PortLink<T> : never;
};
