import { readdirSync, readFileSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadScriptPaths } from '../build/initial-scripts';

export interface ChunkSize {
  name: string;
  bytes: number;
  gzipBytes: number;
  initial: boolean;
}

/**
 * Every JavaScript chunk of a build, and whether the page loads it up front (the script index.html
 * starts and the chunks its start loads).
 */
export function chunkSizes(siteDir: string): ChunkSize[] {
  const html = readFileSync(join(siteDir, 'index.html'), 'utf8');
  const initial = new Set(firstLoadScriptPaths(siteDir, html));
  return readdirSync(join(siteDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const code = readFileSync(join(siteDir, 'assets', name));
      return {
        name,
        bytes: code.length,
        gzipBytes: gzipSync(code).length,
        initial: initial.has(`assets/${name}`),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * The physical limit for this content: the page's own prerendered HTML and inlined CSS with every
 * script removed, served the same way.
 */
export function writeStaticCopy(siteDir: string, copyDir: string): void {
  mkdirSync(copyDir, { recursive: true });
  const html = readFileSync(join(siteDir, 'index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
  writeFileSync(join(copyDir, 'index.html'), html);
  for (const file of ['favicon.svg', 'robots.txt'])
    copyFileSync(join(siteDir, file), join(copyDir, file));
}
