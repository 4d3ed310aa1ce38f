import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterClientBuild } from './after-client-build.ts';
import { chunksToPrefetch } from './initial-scripts.ts';
import { startAfterFirstPaint } from './start-after-first-paint.ts';

const ENTRY = 'src/pages/public/prerender.tsx';
const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * After the client build: renders the page to static HTML inside #root (the browser hydrates only
 * the form's island in it: src/pages/public/hydrate-form-island.tsx), writes the head tags, inlines
 * the small stylesheet, and starts the app's script only once the first paint is on screen
 * (start-after-first-paint.ts), so the page paints as fast as a plain HTML file whatever the script
 * weighs.
 */
export function prerenderPlugin(): Plugin {
  return afterClientBuild('primer-paso-prerender', async (config) => {
    const outDir = resolve(config.root, config.build.outDir);
    // Inside node_modules, so the bundle's imports of react and friends resolve; a fresh folder
    // per build, since Node caches imported modules by path.
    const ssrDir = await mkdtemp(join(config.root, 'node_modules', '.primer-paso-prerender-'));
    try {
      await build({
        root: config.root,
        mode: config.mode,
        configFile: config.configFile,
        envDir: config.envDir, // the same variables as the client build, so both render one page
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
      });
      const { prerender } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
        prerender(): { head: string; body: string };
      };
      const { head, body } = prerender();
      const indexPath = join(outDir, 'index.html');
      // Replacer functions: the page's text contains '$' sequences, special in replacement strings.
      let html = (await readFile(indexPath, 'utf8'))
        .replace(HEAD_BLOCK, () => head)
        .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
      const stylesheet = html.match(STYLESHEET);
      if (stylesheet?.[1]) {
        const cssPath = join(outDir, stylesheet[1]);
        const css = await readFile(cssPath, 'utf8');
        html = html.replace(stylesheet[0], () => `<style>${css}</style>`);
        await rm(cssPath);
      }
      const [entryTag, entry] = html.match(ENTRY_SCRIPT) ?? [];
      if (entryTag && entry) {
        const started = (prefetched: string[]) =>
          html
            .replace(entryTag, '')
            .replace('</body>', () => `  ${startAfterFirstPaint(entry, prefetched)}\n  </body>`);
        // What the entry loads later is known from the page that starts it (initial-scripts.ts).
        html = started(chunksToPrefetch(outDir, started([])));
      }
      await writeFile(indexPath, html);
    } finally {
      await rm(ssrDir, { recursive: true, force: true });
    }
  });
}
