import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterClientBuild } from './after-client-build.ts';

/**
 * Builds the staff page (/personal/) on its own, after the public page, into the same folder. Two
 * separate builds share no chunk, so the public page's first load is exactly what it would be
 * without a staff page: not one byte of it, nor of React split differently to suit both.
 */
export function staffPagePlugin(): Plugin {
  return afterClientBuild('primer-paso-staff-page', async (config) => {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir, // the same variables as the public page's build
      logLevel: 'warn',
      plugins: [react()],
      build: {
        target: config.build.target,
        outDir: resolve(config.root, config.build.outDir),
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: { input: { personal: resolve(config.root, 'personal/index.html') } },
      },
    });
  });
}
