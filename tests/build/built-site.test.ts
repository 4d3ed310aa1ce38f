// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build/build-site';
import { cspHash } from '../../build/security-headers';
import { initialScriptPaths } from '../../build/initial-scripts';

/** The most JavaScript (gzip) the first page load may carry. */
const INITIAL_JS_BUDGET_BYTES = 110 * 1024;
const FIRESTORE_SDK_MARKER = 'firestore.googleapis.com';

const builds = { demo: '', firestore: '' };

/** Builds into <temp>/dist, so firebase.json lands in <temp>, as `npm run build` writes ./firebase.json. */
async function buildWith(env: Record<string, string>): Promise<string> {
  const outDir = join(mkdtempSync(join(tmpdir(), 'primer-paso-build-')), 'dist');
  await buildSite(outDir, env);
  return outDir;
}

beforeAll(async () => {
  builds.demo = await buildWith({});
  builds.firestore = await buildWith({ VITE_STORAGE: 'firestore', VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
}, 120_000);
afterAll(() => Object.values(builds).forEach((dir) => dir && rmSync(dirname(dir), { recursive: true, force: true })));

const indexHtml = (outDir: string) => readFileSync(join(outDir, 'index.html'), 'utf8');

/** The scripts index.html loads before anything happens on the page. */
function initialScripts(outDir: string): { name: string; code: string }[] {
  return initialScriptPaths(indexHtml(outDir)).map((name) => ({ name, code: readFileSync(join(outDir, name), 'utf8') }));
}

const allScripts = (outDir: string) =>
  readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'));

describe('the built site', () => {
  it.each(['demo', 'firestore'] as const)('keeps the initial JavaScript of the %s build within 110 KiB gzip', (variant) => {
    const scripts = initialScripts(builds[variant]);
    const gzipBytes = scripts.reduce((total, { code }) => total + gzipSync(code).length, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('is prerendered: the whole page is in the HTML before any script runs', () => {
    const html = indexHtml(builds.demo);
    expect(html).toContain('Llena tu solicitud de ingreso y da el primer paso hacia un mejor futuro financiero.');
    expect(html).toContain('Formulario primer paso');
    expect(html).toMatch(/<input[^>]+name="dui"/);
    expect(html).toContain('$15.00');
    expect(html).toContain('Modo demostración');
    expect(indexHtml(builds.firestore)).not.toContain('Modo demostración');
  });

  it('inlines the stylesheet and starts the script after the first frame, so nothing delays the first paint', () => {
    const html = indexHtml(builds.demo);
    expect(html).toMatch(/<style>:root\{--brand:/);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/<script type="module">requestAnimationFrame\(\(\)=>setTimeout\(\(\)=>import\("\/assets\/index-[\w-]+\.js"\)\)\)<\/script>\s*<\/body>/);
  });

  it('has a title, a description, Open Graph tags, robots.txt and a favicon', () => {
    const html = indexHtml(builds.demo);
    expect(html).toMatch(/<title>Solicitud de ingreso · Cooperativa Primer Paso<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Hazte asociado de [^"]+"/);
    for (const property of ['og:type', 'og:locale', 'og:site_name', 'og:title', 'og:description']) {
      expect(html).toContain(`<meta property="${property}"`);
    }
    expect(readFileSync(join(builds.demo, 'robots.txt'), 'utf8')).toMatch(/^User-agent: \*\nAllow: \/$/m);
    expect(existsSync(join(builds.demo, 'favicon.svg'))).toBe(true);
  });

  it('has no Firestore code in the first load of a Firestore build: the SDK is a later chunk', () => {
    expect(initialScripts(builds.firestore).some(({ code }) => code.includes(FIRESTORE_SDK_MARKER))).toBe(false);
    expect(allScripts(builds.firestore).some((code) => code.includes(FIRESTORE_SDK_MARKER))).toBe(true);
  });

  it('has no Firestore code in the first load of demo mode', () => {
    expect(initialScripts(builds.demo).some(({ code }) => code.includes(FIRESTORE_SDK_MARKER))).toBe(false);
  });
});

describe('the firebase.json each build writes', () => {
  const firebaseJson = (outDir: string) =>
    JSON.parse(readFileSync(join(dirname(outDir), 'firebase.json'), 'utf8')) as {
      hosting: { public: string; headers: { source: string; headers: { key: string; value: string }[] }[] };
      firestore: { rules: string; indexes: string };
    };
  const policyOf = (outDir: string) =>
    firebaseJson(outDir).hosting.headers.find(({ source }) => source === '**')?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value ?? '';

  it.each(['demo', 'firestore'] as const)('allows exactly the inline script and stylesheet of the %s build, by hash', (variant) => {
    const html = indexHtml(builds[variant]);
    const inlineScripts = [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].map((match) => cspHash(match[1] ?? ''));
    const inlineStyles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => cspHash(match[1] ?? ''));
    const policy = policyOf(builds[variant]);

    expect(inlineScripts).toHaveLength(1);
    expect(inlineStyles).toHaveLength(1);
    expect(policy).toContain(`script-src 'self' ${inlineScripts[0]};`);
    expect(policy).toContain(`style-src 'self' ${inlineStyles[0]};`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('points Firebase Hosting at the build, and Firestore at the rules and indexes files', () => {
    const config = firebaseJson(builds.demo);
    expect(config.hosting.public).toBe('dist');
    expect(readFileSync(join(dirname(builds.demo), config.firestore.rules), 'utf8')).toContain('service cloud.firestore');
    expect(JSON.parse(readFileSync(join(dirname(builds.demo), config.firestore.indexes), 'utf8'))).toHaveProperty('indexes');
  });
});
