import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { AppConfig } from '../src/pages/shared/app-config.ts';
import { afterClientBuild } from './after-client-build.ts';
import { firebaseConfig, SERVER_BUILD_DIR } from './firebase-config.ts';
import { backendSources, inlineHashes, securityHeaders } from './security-headers.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * After the pages are final (prerendered, stylesheet inlined), writes firebase.json beside the
 * output folder: `npm run build` writes ./firebase.json for ./dist. The headers come from
 * build/security-headers.ts with the hashes of this build's inline code, so the policy and the
 * pages it allows can never drift apart.
 */
export function hostingConfigPlugin(appConfig: AppConfig): Plugin {
  return afterClientBuild('primer-paso-hosting-config', async (config) => {
    const outDir = resolve(config.root, config.build.outDir);
    const hashes = { scripts: [] as string[], styles: [] as string[] };
    for (const file of await htmlFiles(outDir)) {
      const { scripts, styles } = inlineHashes(await readFile(file, 'utf8'));
      hashes.scripts.push(...scripts);
      hashes.styles.push(...styles);
    }
    const headers = securityHeaders({
      inlineScriptHashes: hashes.scripts,
      inlineStyleHashes: hashes.styles,
      ...backendSources(appConfig),
    });
    const configDir = dirname(outDir);
    const paths = {
      publicDir: relative(configDir, outDir),
      rules: relative(configDir, join(config.root, 'firestore.rules')),
      indexes: relative(configDir, join(config.root, 'firestore.indexes.json')),
      ...(appConfig.storage === 'firestore' ? { server: SERVER_BUILD_DIR } : {}),
    };
    await writeFile(
      join(configDir, 'firebase.json'),
      `${JSON.stringify(firebaseConfig(paths, headers), null, 2)}\n`,
    );
  });
}
