// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const FIRESTORE_SDK_MARKER = 'firestore.googleapis.com';
const outDirs: string[] = [];

afterEach(() => vi.unstubAllEnvs());
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Builds the site as `npm run build` would, with these VITE_ variables, into a temporary folder. */
async function buildWith(env: Record<string, string>): Promise<string> {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const outDir = mkdtempSync(join(tmpdir(), 'primer-paso-build-'));
  outDirs.push(outDir);
  await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** The scripts index.html loads before anything happens on the page. */
function initialScripts(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+)"/g)].map((match) => match[1] as string);
  return sources.map((source) => readFileSync(join(outDir, source), 'utf8'));
}

function allScripts(outDir: string): string[] {
  return readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'));
}

describe('what the first page load carries', () => {
  it('has no Firestore code in a Firestore build: the SDK is a separate chunk, loaded later', async () => {
    const outDir = await buildWith({ VITE_STORAGE: 'firestore', VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });

    const initial = initialScripts(outDir);
    expect(initial.length).toBeGreaterThan(0);
    expect(initial.some((code) => code.includes(FIRESTORE_SDK_MARKER))).toBe(false);
    expect(allScripts(outDir).some((code) => code.includes(FIRESTORE_SDK_MARKER))).toBe(true);
  }, 60_000);

  it('has no Firestore code in demo mode', async () => {
    const outDir = await buildWith({});
    expect(initialScripts(outDir).some((code) => code.includes(FIRESTORE_SDK_MARKER))).toBe(false);
  }, 60_000);
});
