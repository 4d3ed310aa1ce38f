import type { ChunkSize } from './bundle-sizes';
import type { InboxFigures } from './inbox-timing';
import { printInboxReport } from './inbox-report';
import { kib, median, ms, verdict } from './report-format';
import type { LighthouseFigures } from './lighthouse-run';
import type { SubmitTimings } from './submit-timing';

export interface BenchResults {
  lighthouse: { page: LighthouseFigures[]; staticCopy: LighthouseFigures[] };
  chunks: ChunkSize[];
  submits: { loopback: SubmitTimings; mobile: SubmitTimings; mobileRoundTripMs: number };
  inbox: InboxFigures;
}

export function printReport({ lighthouse, chunks, submits, inbox }: BenchResults): void {
  const medianOf = (runs: LighthouseFigures[], key: keyof LighthouseFigures) =>
    median(runs.map((run) => run[key]));
  const page = (key: keyof LighthouseFigures) => medianOf(lighthouse.page, key);
  const copy = (key: keyof LighthouseFigures) => medianOf(lighthouse.staticCopy, key);
  const initialGzip = chunks
    .filter((chunk) => chunk.initial)
    .reduce((total, chunk) => total + chunk.gzipBytes, 0);

  console.log(`\nLighthouse, mobile preset, medians of ${lighthouse.page.length} runs each`);
  console.log('metric            page      static copy   ratio');
  for (const key of ['lcp', 'fcp', 'tbt'] as const) {
    const ratio = copy(key) > 0 ? (page(key) / copy(key)).toFixed(2) : 'n/a';
    console.log(
      `${key.toUpperCase().padEnd(16)}  ${ms(page(key)).padEnd(9)} ${ms(copy(key)).padEnd(13)} ${ratio}`,
    );
  }
  console.log(`CLS               ${page('cls').toFixed(3).padEnd(9)} ${copy('cls').toFixed(3)}`);
  console.log(
    `scores            performance ${page('performance')}, accessibility ${page('accessibility')}, best practices ${page('bestPractices')}, SEO ${page('seo')}`,
  );

  console.log('\nJavaScript chunks (gzip; * = in the first page load)');
  for (const chunk of chunks)
    console.log(
      `${chunk.initial ? '*' : ' '} ${chunk.name.padEnd(44)} ${kib(chunk.bytes).padStart(10)} ${kib(chunk.gzipBytes).padStart(10)}`,
    );
  console.log(`  initial JavaScript: ${kib(initialGzip)} gzip`);

  console.log(
    '\nSubmit click to receipt through the intake function, against one bare Firestore write (medians)',
  );
  for (const [label, timings] of [
    ['loopback', submits.loopback],
    [`${submits.mobileRoundTripMs} ms round trip`, submits.mobile],
  ] as const) {
    const submit = median(timings.submitMs);
    const bare = median(timings.bareWriteMs);
    console.log(
      `${label.padEnd(20)} submit ${ms(submit).padEnd(8)} bare write ${ms(bare).padEnd(8)} ratio ${(submit / bare).toFixed(2)}`,
    );
  }

  console.log(
    `cold first submit (the function's instance starts): ${ms(submits.loopback.coldSubmitMs)} loopback, ${ms(submits.mobile.coldSubmitMs)} at ${submits.mobileRoundTripMs} ms`,
  );
  const byName = new Map(chunks.map((chunk) => [`/assets/${chunk.name}`, chunk]));
  const submitChunks = submits.loopback.scripts.flatMap((path) => byName.get(path) ?? []);
  const submitGzip = submitChunks.reduce((total, chunk) => total + chunk.gzipBytes, 0);
  console.log(
    `JavaScript a submit loads: ${kib(initialGzip)} at first load, then ${kib(submitGzip)} gzip (${submitChunks.map((chunk) => chunk.name).join(', ') || 'nothing'})`,
  );

  const mobileRatio = median(submits.mobile.submitMs) / median(submits.mobile.bareWriteMs);
  console.log('\nTargets');
  console.log(`LCP at most 1.2x the static copy: ${verdict(page('lcp') <= 1.2 * copy('lcp'))}`);
  console.log(`TBT at most 50 ms: ${verdict(page('tbt') <= 50)}`);
  console.log(`CLS at most 0.01: ${verdict(page('cls') <= 0.01)}`);
  console.log(
    `100 in performance, accessibility, best practices, SEO: ${verdict(['performance', 'accessibility', 'bestPractices', 'seo'].every((key) => page(key as keyof LighthouseFigures) === 100))}`,
  );
  console.log(`initial JavaScript at most 110.5 KiB gzip: ${verdict(initialGzip <= 110.5 * 1024)}`);
  console.log(
    `submit at most 2x a bare write (${submits.mobileRoundTripMs} ms round trip): ${verdict(mobileRatio <= 2)}`,
  );

  printInboxReport(inbox);
}
