import type { LighthouseFigures } from './lighthouse-run';
import type { PageLighthouse } from './page-lighthouse';
import { median, ms, verdict } from './report-format';

/** The target for the page's Total Blocking Time (issue 29), and its share of before. */
export const TBT_TARGET_MS = 25;
export const TBT_MOST_OF_BASELINE = 0.5;

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
  console.log(
    `TBT of each run: page ${lighthouse.page.map((run) => ms(run.tbt)).join(', ')}; baseline ${lighthouse.baseline.map((run) => ms(run.tbt)).join(', ')}`,
  );
  console.log(`scores   page: ${scores(page)}`);
  console.log(`         baseline: ${scores(baseline)}`);
}

export function printLighthouseTargets(lighthouse: PageLighthouse): void {
  const page = medians(lighthouse.page);
  const baseline = medians(lighthouse.baseline);
  const copy = medians(lighthouse.staticCopy);
  console.log(`LCP at most 1.2x the static copy: ${verdict(page('lcp') <= 1.2 * copy('lcp'))}`);
  console.log(`TBT at most ${TBT_TARGET_MS} ms: ${verdict(page('tbt') <= TBT_TARGET_MS)}`);
  console.log(
    `TBT at most half the baseline's (${ms(baseline('tbt'))} in the same runs): ${verdict(page('tbt') <= TBT_MOST_OF_BASELINE * baseline('tbt'))}`,
  );
  console.log(`CLS at most 0.01: ${verdict(page('cls') <= 0.01)}`);
  console.log(
    `100 in performance, accessibility, best practices, SEO: ${verdict(SCORES.every((key) => page(key) === 100))}`,
  );
}
