import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * The composition's chunk (src/pages/public/composition.ts), in demo mode or with a server, by the
 * name of the module it is built from: loaded when the applicant reaches the form.
 */
export const COMPOSITION_CHUNKS = ['container', 'remote-intake'];

/** The receipt's chunk, loaded with the composition (src/submission/ui/load-submission-receipt.ts). */
export const RECEIPT_CHUNK = 'submission-receipt';

/** The chunks the public page loads only on the visitor's action. */
export const LOADED_ON_USE = [...COMPOSITION_CHUNKS, RECEIPT_CHUNK];

/** Whether a chunk's file name (`assets/remote-intake-<hash>.js`) is one of these modules'. */
export const isChunkOf =
  (modules: string[]) =>
  (path: string): boolean =>
    modules.some((module) => new RegExp(`^assets/${module}-[\\w-]{8}\\.js$`).test(path));

/** Whether a chunk is one of LOADED_ON_USE's. */
export const isLoadedOnUse = isChunkOf(LOADED_ON_USE);

/**
 * Every chunk a built page can load from the scripts it starts with (initialScriptPaths): those,
 * and, recursively, every chunk they name (static imports, dynamic imports, preload lists), but
 * for the chunks `skip` leaves out and what only they name. Naming is enough: a chunk counts from
 * the moment any counted script names it.
 */
export function scriptsNamedFrom(
  outDir: string,
  html: string,
  skip: (path: string) => boolean = () => false,
): string[] {
  const chunks = readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || skip(path)) return;
    seen.add(path);
    const code = readFileSync(join(outDir, path), 'utf8');
    for (const chunk of chunks) if (code.includes(chunk.slice('assets/'.length))) visit(chunk);
  };
  initialScriptPaths(html).forEach(visit);
  return [...seen];
}

/**
 * Every chunk a built page loads before the visitor does anything: scriptsNamedFrom its start but
 * the chunks LOADED_ON_USE. The page's start loads its island a chunk at a time (main.tsx), so
 * cutting the code into more chunks never takes bytes out of the count.
 */
export const firstLoadScriptPaths = (outDir: string, html: string): string[] =>
  scriptsNamedFrom(outDir, html, isLoadedOnUse);

/**
 * What the page's start prefetches (build/start-after-first-paint.ts): every chunk of its first
 * load but its entry, so the island's code is at hand when the visitor heads for the form.
 */
export function chunksToPrefetch(outDir: string, html: string): string[] {
  const [entry] = initialScriptPaths(html);
  return firstLoadScriptPaths(outDir, html)
    .filter((path) => path !== entry)
    .map((path) => `/${path}`);
}
