import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Runs the production build (`npm run build`) into outDir with exactly these VITE_ variables:
 * none from the shell and no .env files, so a maintainer's .env.local never leaks into a test
 * or bench build. firebase.json, with the headers for this build, is written beside outDir.
 */
export async function buildSite(outDir: string, env: Record<string, string>): Promise<void> {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  // Under a test runner NODE_ENV is 'test', which would bundle React's development build.
  Object.assign(process.env, env, { NODE_ENV: 'production' });
  const emptyEnvDir = await mkdtemp(join(tmpdir(), 'primer-paso-env-'));
  try {
    await build({
      mode: 'production',
      envDir: emptyEnvDir,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    await rm(emptyEnvDir, { recursive: true, force: true });
  }
}
