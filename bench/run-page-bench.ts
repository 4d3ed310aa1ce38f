import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSite } from '../build/build-site';
import { EMULATORS_PROJECT_ID } from '../tests/support/firebase-emulators';
import { serveStatic, type StaticServer } from '../tests/support/static-server';
import { buildBaselineSite, resolveBaseline } from './baseline-site';
import { chunkSizes, writeStaticCopy } from './bundle-sizes';
import { printLighthouseReport, printLighthouseTargets } from './lighthouse-report';
import { measurePageLighthouse } from './page-lighthouse';
import { kib, MIN_LIGHTHOUSE_RUNS } from './report-format';

/**
 * Only the bench's Lighthouse part (`npx tsx bench/run-page-bench.ts`): the public page, the same
 * page built at the baseline commit (BENCH_BASELINE) and its static copy, ten runs each, with no
 * emulator: Lighthouse only loads the pages, it never submits. `npm run bench` measures the same
 * among everything else.
 */
const OUT = 'bench-results/page';
const LIGHTHOUSE_RUNS = MIN_LIGHTHOUSE_RUNS;
// A Firestore build, as the bench's; the addresses are never reached.
const SITE_ENV = {
  VITE_STORAGE: 'firestore',
  VITE_FIREBASE_PROJECT_ID: EMULATORS_PROJECT_ID,
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
  VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
};

const initialGzip = (siteDir: string) =>
  chunkSizes(siteDir)
    .filter((chunk) => chunk.initial)
    .reduce((total, chunk) => total + chunk.gzipBytes, 0);

async function main() {
  const baselineCommit = resolveBaseline();
  rmSync(OUT, { recursive: true, force: true });
  const siteDir = resolve(OUT, 'site', 'dist');
  const baselineDir = resolve(OUT, 'baseline-site', 'dist');
  const staticDir = resolve(OUT, 'static-copy');
  console.log('Building the page…');
  await buildSite(siteDir, SITE_ENV);
  writeStaticCopy(siteDir, staticDir);
  console.log('Building the page at the baseline commit…');
  const baseline = buildBaselineSite(baselineCommit, baselineDir, SITE_ENV);
  // Each kept as it starts, so one that fails to start stops those already started.
  const servers: StaticServer[] = [];
  const serve = async (dir: string) => {
    const server = await serveStatic(dir);
    servers.push(server);
    return server;
  };
  try {
    const site = await serve(siteDir);
    const baselineSite = await serve(baselineDir);
    const copy = await serve(staticDir);
    const lighthouse = await measurePageLighthouse(
      { page: `${site.url}/`, baseline: `${baselineSite.url}/`, staticCopy: `${copy.url}/` },
      baseline,
      LIGHTHOUSE_RUNS,
    );
    writeFileSync(join(OUT, 'page-bench.json'), JSON.stringify(lighthouse, null, 2));
    printLighthouseReport(lighthouse);
    console.log(
      `\ninitial JavaScript: ${kib(initialGzip(siteDir))} gzip (at the baseline commit: ${kib(initialGzip(baselineDir))})`,
    );
    console.log('\nTargets');
    printLighthouseTargets(lighthouse);
  } finally {
    for (const server of servers) await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
