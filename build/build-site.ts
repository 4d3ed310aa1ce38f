import { build } from 'vite';

/** Runs the production build (`npm run build`) with these VITE_ variables into outDir. */
export async function buildSite(outDir: string, env: Record<string, string>): Promise<void> {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  Object.assign(process.env, env);
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}
