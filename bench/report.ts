import type { ChunkSize } from './bundle-sizes';
import type { InboxFigures } from './inbox-timing';
import { printInboxReport } from './inbox-report';
import { printLighthouseReport, printLighthouseTargets } from './lighthouse-report';
import type { PageLighthouse } from './page-lighthouse';
import { kib, median, ms, verdict } from './report-format';
import type { SubmitTimings } from './submit-timing';

const initialBytes = (chunks: ChunkSize[]) =>
  chunks.filter((chunk) => chunk.initial).reduce((total, chunk) => total + chunk.gzipBytes, 0);

export interface BenchResults {
  lighthouse: PageLighthouse;
  chunks: ChunkSize[];
  /** The page's chunks as built at the baseline commit. */
  baselineChunks: ChunkSize[];
  submits: { loopback: SubmitTimings; mobile: SubmitTimings; mobileRoundTripMs: number };
  inbox: InboxFigures;
}

export function printReport({
  lighthouse,
  chunks,
  baselineChunks,
  submits,
  inbox,
}: BenchResults): void {
  const initialGzip = initialBytes(chunks);

  printLighthouseReport(lighthouse);

  console.log('\nJavaScript chunks (gzip; * = in the first page load)');
  for (const chunk of chunks)
    console.log(
      `${chunk.initial ? '*' : ' '} ${chunk.name.padEnd(44)} ${kib(chunk.bytes).padStart(10)} ${kib(chunk.gzipBytes).padStart(10)}`,
    );
  console.log(
    `  initial JavaScript: ${kib(initialGzip)} gzip (at the baseline commit: ${kib(initialBytes(baselineChunks))})`,
  );

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
  printLighthouseTargets(lighthouse);
  console.log(`initial JavaScript at most 110 KiB gzip: ${verdict(initialGzip <= 110 * 1024)}`);
  console.log(
    `submit at most 2x a bare write (${submits.mobileRoundTripMs} ms round trip): ${verdict(mobileRatio <= 2)}`,
  );

  printInboxReport(inbox);
}
