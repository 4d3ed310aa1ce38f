export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/**
 * Fewer runs than this say nothing about every run: issue 39 saw the doubled LCP in about half of
 * them, so five runs can miss it by chance.
 */
export const MIN_LIGHTHOUSE_RUNS = 10;
/** How far above the static copy's LCP (its median) any one run of the page may paint. */
export const LCP_MOST_OF_STATIC_COPY = 1.2;
/** The share of the baseline's Total Blocking Time (medians) the page may keep. */
export const TBT_MOST_OF_BASELINE = 0.5;

export interface RunsVerdict {
  met: boolean;
  /** The page's runs within the limit, of `runs`. */
  within: number;
  runs: number;
  limitMs: number;
}

/**
 * Every run of the page paints its LCP within 1.2x the static copy's median of the same session,
 * over at least MIN_LIGHTHOUSE_RUNS runs: a median would hide the half of the loads that wait
 * twice as long (issue 39).
 */
export function lcpOfEveryRunVerdict(pageLcps: number[], staticCopyLcps: number[]): RunsVerdict {
  const limitMs = LCP_MOST_OF_STATIC_COPY * median(staticCopyLcps);
  const within = pageLcps.filter((lcp) => lcp <= limitMs).length;
  const runs = pageLcps.length;
  return { met: runs >= MIN_LIGHTHOUSE_RUNS && within === runs, within, runs, limitMs };
}

export interface MedianVerdict {
  met: boolean;
  medianMs: number;
  limitMs: number;
}

/** The page's median Total Blocking Time is at most half the baseline's, in the same runs. */
export function tbtAgainstBaselineVerdict(
  pageTbts: number[],
  baselineTbts: number[],
): MedianVerdict {
  const medianMs = median(pageTbts);
  const limitMs = TBT_MOST_OF_BASELINE * median(baselineTbts);
  return {
    met: pageTbts.length >= MIN_LIGHTHOUSE_RUNS && medianMs <= limitMs,
    medianMs,
    limitMs,
  };
}
