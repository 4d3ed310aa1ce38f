import {
  MAX_DOCUMENTS_PER_READ,
  MAX_PAGE_BYTES,
} from '../src/applications/adapters/firestore/application-query-shapes';
import { billedReads, type FirestoreReads } from './firestore-reads';
import type { InboxFigures } from './inbox-timing';
import { kib, median, ms, verdict } from './report-format';
import type { NameSearch } from './name-search';
import { MAX_SEARCH_RESULTS } from '../src/inbox/domain/search-query';
import { NAME_SEARCH_PAGES, nameSearchWords } from '../src/applications/domain/name-keys';

/** Firestore's free daily quota of document reads (the Spark plan, and the free tier of Blaze). */
const FREE_READS_PER_DAY = 50_000;
/**
 * What tests/e2e/staff-firestore.spec.ts allows a new application to take to reach an open inbox.
 */
const ARRIVAL_BOUND_MS = 5000;

const documentTotal = (reads: FirestoreReads) =>
  Object.values(reads.documents).reduce((total, count) => total + count, 0);

function describeReads(reads: FirestoreReads): string {
  const documents = `${documentTotal(reads)} documents (${Object.entries(reads.documents)
    .map(([collection, count]) => `${collection} ${count}`)
    .join(', ')})`;
  const counts =
    reads.counts.length > 0
      ? ` + ${reads.counts.length} count ${reads.counts.length === 1 ? 'query' : 'queries'} (of ${reads.counts.join(', ')})`
      : '';
  return `${documents}${counts}: ${billedReads(reads)} billed reads, ${kib(reads.bytes)} (${reads.bytes} bytes) from Firestore`;
}

/** The run that received the most, so that a bound is checked against the worst case. */
const largest = (runs: FirestoreReads[]): FirestoreReads =>
  [...runs].sort(
    (a, b) => billedReads(b) - billedReads(a) || b.bytes - a.bytes,
  )[0] as FirestoreReads;

/**
 * What a name search may read: one page of keys for one word, NAME_SEARCH_PAGES for several (the
 * others are looked for on the first word's pages), then at most as many applications as it shows.
 */
const ONE_WORD_BOUND = 2 * MAX_SEARCH_RESULTS;
const SEVERAL_WORDS_BOUND = (NAME_SEARCH_PAGES + 1) * MAX_SEARCH_RESULTS;
const nameSearchBound = (text: string): number =>
  nameSearchWords(text).length > 1 ? SEVERAL_WORDS_BOUND : ONE_WORD_BOUND;

/** What each search by name read, and whether it kept to its bound. */
export function printNameSearchReport(stored: number, searches: readonly NameSearch[]): void {
  console.log(
    `\nSearch by name, ${stored} applications stored (the search alone, after the opening)`,
  );
  for (const { text, found, resultsMs, reads } of searches)
    console.log(`«${text}»: ${found} found in ${ms(resultsMs)}; ${describeReads(reads)}`);
  const kept = searches.every(({ text, reads }) => billedReads(reads) <= nameSearchBound(text));
  console.log(
    `at most ${ONE_WORD_BOUND} reads a search of one word, ${SEVERAL_WORDS_BOUND} of several (pages of ${MAX_SEARCH_RESULTS} name keys, then ${MAX_SEARCH_RESULTS} applications): ${verdict(kept)}`,
  );
}

export function printInboxReport({
  stored,
  openings,
  storedForArrivals,
  arrivalMs,
  nameSearches,
}: InboxFigures): void {
  const atFirstRows = largest(openings.map((opening) => opening.atFirstRows));
  const settled = largest(openings.map((opening) => opening.settled));
  const alike =
    new Set(
      openings.map(({ settled: run }) => `${JSON.stringify(run.documents)} ${run.counts.join()}`),
    ).size === 1;

  console.log(
    `\nStaff inbox, ${stored} applications stored; ${openings.length} openings, each in a fresh browser context`,
  );
  console.log(`to the first rows:     ${describeReads(atFirstRows)}`);
  console.log(`whole opening:         ${describeReads(settled)}`);
  console.log(
    `  (the largest of the runs; documents and counts ${alike ? 'the same in every run' : 'VARIED between runs, see bench.json'})`,
  );
  console.log(
    `  bound: ${MAX_DOCUMENTS_PER_READ} applications (a page of ${MAX_DOCUMENTS_PER_READ - 1} and one to know whether another follows), at most ${kib(MAX_PAGE_BYTES)}`,
  );
  console.log(
    `  free plan: ${FREE_READS_PER_DAY.toLocaleString('en')} reads a day are ${Math.floor(FREE_READS_PER_DAY / billedReads(settled)).toLocaleString('en')} openings like this`,
  );
  console.log(
    `'Entrar' to first rows (median of ${openings.length}): ${ms(median(openings.map((opening) => opening.firstRowsMs)))}   runs: ${openings.map((opening) => ms(opening.firstRowsMs)).join(', ')}`,
  );
  console.log(
    `public receipt to its row in an open inbox (${storedForArrivals} stored, median of ${arrivalMs.length}): ${ms(median(arrivalMs))}   runs: ${arrivalMs.map(ms).join(', ')}`,
  );

  console.log('\nTargets (staff inbox)');
  console.log(
    `at most ${MAX_DOCUMENTS_PER_READ} applications read per opening: ${verdict((settled.documents.Applications ?? 0) <= MAX_DOCUMENTS_PER_READ)}`,
  );
  console.log(
    `at most ${kib(MAX_PAGE_BYTES)} from Firestore per opening: ${verdict(settled.bytes <= MAX_PAGE_BYTES)}`,
  );
  console.log(
    `a new application in an open inbox within ${ARRIVAL_BOUND_MS / 1000} s: ${verdict(Math.max(...arrivalMs) <= ARRIVAL_BOUND_MS)}`,
  );
  printNameSearchReport(stored, nameSearches);
}
