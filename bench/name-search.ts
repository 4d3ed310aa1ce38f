import type { Browser } from 'playwright-core';
import { firestoreReads, type FirestoreReads } from './firestore-reads';
import type { FirestoreWireTap } from './firestore-wire-tap';
import type { StaffAccount } from './inbox-seed';
import { fillStaffSignIn, timeSignInToFirstRows } from './staff-page-timing';
import { settle } from './inbox-opening';

export interface NameSearch {
  /** What was typed in the inbox's search box. */
  text: string;
  /** How many applications the results listed. */
  found: number;
  /** 'Buscar' to the results' status line, in the page. */
  resultsMs: number;
  /** What the page received from Firestore for the search alone (the opening not counted). */
  reads: FirestoreReads;
}

const RESULTS_TIMEOUT_MS = 30_000;

/**
 * What came after `before` of `after`: the page's SDK sends a search on the connections the
 * opening already holds (the tap keeps whole connections only, from their start), so a search's
 * reads are the opening and the search together, less the opening alone.
 */
function readsAfter(before: FirestoreReads, after: FirestoreReads): FirestoreReads {
  const documents: Record<string, number> = {};
  for (const [collection, count] of Object.entries(after.documents)) {
    const added = count - (before.documents[collection] ?? 0);
    if (added !== 0) documents[collection] = added;
  }
  return {
    bytes: after.bytes - before.bytes,
    documents,
    counts: after.counts.slice(before.counts.length),
  };
}

/**
 * Each text searched in a fresh browser context signed in as a member: the tap reset, the inbox
 * opened and settled (counted), then the search run and settled, and what came from Firestore
 * since the opening counted.
 */
export async function measureNameSearches(
  browser: Browser,
  siteUrl: string,
  member: StaffAccount,
  tap: FirestoreWireTap,
  texts: readonly string[],
): Promise<NameSearch[]> {
  const searches: NameSearch[] = [];
  for (const text of texts) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      tap.reset();
      await fillStaffSignIn(page, siteUrl, member);
      await timeSignInToFirstRows(page);
      await settle(tap);
      const opening = firestoreReads(tap.connections());
      await page.getByRole('searchbox').fill(text);
      const started = Date.now();
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      const status = page.getByRole('status').filter({ hasText: /con «/ });
      await status.waitFor({ timeout: RESULTS_TIMEOUT_MS });
      const resultsMs = Date.now() - started;
      await settle(tap);
      searches.push({
        text,
        found: await page.locator('tbody tr').count(),
        resultsMs,
        reads: readsAfter(opening, firestoreReads(tap.connections())),
      });
    } finally {
      await context.close();
    }
  }
  return searches;
}
