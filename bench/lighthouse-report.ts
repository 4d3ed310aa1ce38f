import type { LighthouseFigures } from './lighthouse-run';
import type { PageLighthouse } from './page-lighthouse';
import {
  LCP_MOST_OF_STATIC_COPY,
  lcpOfEveryRunVerdict,
  median,
  MIN_LIGHTHOUSE_RUNS,
  ms,
  tbtAgainstBaselineVerdict,
  verdict,
} from './report-format';

/** Issue 29's target for the page's Total Blocking Time. */
export const TBT_TARGET_MS = 25;

const SCORES = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;

function medians(runs: LighthouseFigures[]) {
  return (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
}

const ratio = (value: number, of: number) => (of > 0 ? (value / of).toFixed(2) : 'n/a');

const scores = (figures: (key: keyof LighthouseFigures) => number) =>
  `performance ${figures('performance')}, accessibility ${figures('accessibility')}, best practices ${figures('bestPractices')}, SEO ${figures('seo')}`;

/**
 * The page against itself at the baseline commit and against its static copy, medians of the
 * same runs; then the targets that read them.
 */
export function printLighthouseReport(lighthouse: PageLighthouse): void {
  const page = medians(lighthouse.page);
  const baseline = medians(lighthouse.baseline);
  const copy = medians(lighthouse.staticCopy);
  const commit = lighthouse.baselineCommit.slice(0, 7);
  const baselineName = lighthouse.baselineCommit.startsWith(lighthouse.baselineRef)
    ? commit
    : `${lighthouse.baselineRef} (${commit})`;

  console.log(
    `\nLighthouse, mobile preset, medians of ${lighthouse.page.length} runs each, in the same runs: the page, the page at ${baselineName}, its static copy`,
  );
  console.log('metric   page      baseline  page/baseline   static copy   page/static');
  for (const key of ['lcp', 'fcp', 'tbt'] as const)
    console.log(
      `${key.toUpperCase().padEnd(8)} ${ms(page(key)).padEnd(9)} ${ms(baseline(key)).padEnd(9)} ${ratio(page(key), baseline(key)).padEnd(15)} ${ms(copy(key)).padEnd(13)} ${ratio(page(key), copy(key))}`,
    );
  console.log(
    `CLS      ${page('cls').toFixed(3).padEnd(9)} ${baseline('cls').toFixed(3).padEnd(9)} ${''.padEnd(15)} ${copy('cls').toFixed(3)}`,
  );
  printEveryRun(lighthouse);
  console.log(`scores   page: ${scores(page)}`);
  console.log(`         baseline: ${scores(baseline)}`);
}

/**
 * LCP and TBT of every run, the three pages side by side: a median hides a bimodal page (issue 39).
 * A page's LCP past the per-run target's limit is marked with '!'.
 */
function printEveryRun({ page, baseline, staticCopy }: PageLighthouse): void {
  const { limitMs } = lcpOfEveryRunVerdict(
    page.map((run) => run.lcp),
    staticCopy.map((run) => run.lcp),
  );
  console.log(
    `\nEvery run (ms; ! = the page's LCP past ${LCP_MOST_OF_STATIC_COPY}x the static copy's median, ${ms(limitMs)})`,
  );
  console.log('run   LCP page  baseline  static copy   TBT page  baseline  static copy');
  page.forEach((run, index) => {
    const cells = [
      `${run.lcp.toFixed(0)}${run.lcp > limitMs ? ' !' : ''}`.padEnd(9),
      (baseline[index]?.lcp ?? Number.NaN).toFixed(0).padEnd(9),
      (staticCopy[index]?.lcp ?? Number.NaN).toFixed(0).padEnd(13),
      run.tbt.toFixed(0).padEnd(9),
      (baseline[index]?.tbt ?? Number.NaN).toFixed(0).padEnd(9),
      (staticCopy[index]?.tbt ?? Number.NaN).toFixed(0),
    ];
    console.log(`${String(index + 1).padEnd(5)} ${cells.join(' ')}`);
  });
}

export function printLighthouseTargets(lighthouse: PageLighthouse): void {
  const page = medians(lighthouse.page);
  const baseline = medians(lighthouse.baseline);
  const lcp = lcpOfEveryRunVerdict(
    lighthouse.page.map((run) => run.lcp),
    lighthouse.staticCopy.map((run) => run.lcp),
  );
  const tbt = tbtAgainstBaselineVerdict(
    lighthouse.page.map((run) => run.tbt),
    lighthouse.baseline.map((run) => run.tbt),
  );
  const tooFew = (runs: number) =>
    runs < MIN_LIGHTHOUSE_RUNS
      ? ` (only ${runs} runs; the target needs ${MIN_LIGHTHOUSE_RUNS})`
      : '';
  console.log(
    `LCP of every run at most ${LCP_MOST_OF_STATIC_COPY}x the static copy's median (${ms(lcp.limitMs)}): ${lcp.within} of ${lcp.runs}, ${verdict(lcp.met)}${tooFew(lcp.runs)}`,
  );
  console.log(
    `TBT (median ${ms(tbt.medianMs)}) at most half the baseline's (${ms(baseline('tbt'))} in the same runs): ${verdict(tbt.met)}${tooFew(lighthouse.page.length)}`,
  );
  console.log(`TBT at most ${TBT_TARGET_MS} ms: ${verdict(page('tbt') <= TBT_TARGET_MS)}`);
  console.log(`CLS at most 0.01: ${verdict(page('cls') <= 0.01)}`);
  console.log(
    `100 in performance, accessibility, best practices, SEO: ${verdict(SCORES.every((key) => page(key) === 100))}`,
  );
}
