import type { BaselineSite } from './baseline-site';
import { runLighthouse, type LighthouseFigures } from './lighthouse-run';

export interface PageLighthouse {
  page: LighthouseFigures[];
  /** The same page built at the baseline commit, measured in the same runs. */
  baseline: LighthouseFigures[];
  staticCopy: LighthouseFigures[];
  baselineRef: string;
  baselineCommit: string;
}

/**
 * Lighthouse on the page, on the page as built at the baseline commit, and on the static copy,
 * one of each per run, so a machine that gets busier or quieter during the bench weighs on all
 * three alike. The page and the baseline take turns at going first.
 */
export async function measurePageLighthouse(
  urls: { page: string; baseline: string; staticCopy: string },
  baseline: BaselineSite,
  runs: number,
): Promise<PageLighthouse> {
  const figures: PageLighthouse = {
    page: [],
    baseline: [],
    staticCopy: [],
    baselineRef: baseline.ref,
    baselineCommit: baseline.commit,
  };
  for (let run = 1; run <= runs; run++) {
    const pageFirst = run % 2 === 1;
    console.log(
      `Lighthouse run ${run} of ${runs} (${pageFirst ? 'page, then baseline' : 'baseline, then page'}, then static copy)…`,
    );
    if (pageFirst) figures.page.push(await runLighthouse(urls.page));
    figures.baseline.push(await runLighthouse(urls.baseline));
    if (!pageFirst) figures.page.push(await runLighthouse(urls.page));
    figures.staticCopy.push(await runLighthouse(urls.staticCopy));
  }
  return figures;
}
