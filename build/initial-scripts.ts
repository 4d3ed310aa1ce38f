/**
 * The scripts a built index.html loads on its own: script tags, module preloads, and the entry
 * the prerendered page imports after its first paint (build/prerender-plugin.ts).
 */
export function initialScriptPaths(html: string): string[] {
  const tags = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
  ];
  const deferred = [...html.matchAll(/import\("\/([^"]+\.js)"\)/g)];
  return [...tags, ...deferred].map((match) => match[1] as string);
}
