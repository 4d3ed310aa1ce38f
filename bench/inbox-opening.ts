import type { Browser } from 'playwright-core';
import { firestoreReads, type FirestoreReads } from './firestore-reads';
import type { FirestoreWireTap } from './firestore-wire-tap';
import type { StaffAccount } from './inbox-seed';
import { fillStaffSignIn, timeSignInToFirstRows } from './staff-page-timing';

export interface InboxOpening {
  /** Click on 'Entrar' to the first row in the DOM. */
  firstRowsMs: number;
  /** What the page had received from Firestore when its first rows showed. */
  atFirstRows: FirestoreReads;
  /**
   * And once the opening has settled (the count of Nuevas, asked when the list first answers,
   * arrives just after).
   */
  settled: FirestoreReads;
}

const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 10_000;

/** Until nothing has come from Firestore for QUIET_MS. */
export async function settle(tap: FirestoreWireTap): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let bytes = -1;
  while (tap.bytesDown !== bytes && Date.now() < deadline) {
    bytes = tap.bytesDown;
    await new Promise((done) => setTimeout(done, QUIET_MS));
  }
}

/**
 * Each run in a fresh browser context, as a staff member opening the inbox on a computer that
 * has not signed in yet: the sign-in page, then 'Entrar', timed to the first rows, with what
 * Firestore sent counted from the page's first request to the emulator.
 */
export async function measureInboxOpenings(
  browser: Browser,
  siteUrl: string,
  member: StaffAccount,
  tap: FirestoreWireTap,
  runs: number,
): Promise<InboxOpening[]> {
  const openings: InboxOpening[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      tap.reset();
      await fillStaffSignIn(page, siteUrl, member);
      const firstRowsMs = await timeSignInToFirstRows(page);
      const atFirstRows = firestoreReads(tap.connections());
      await settle(tap);
      openings.push({ firstRowsMs, atFirstRows, settled: firestoreReads(tap.connections()) });
    } finally {
      await context.close();
    }
  }
  return openings;
}
