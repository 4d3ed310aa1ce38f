import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';
import type { FirestoreWireTap } from './firestore-wire-tap';
import { measureArrivals } from './inbox-arrival';
import { measureInboxOpenings, type InboxOpening } from './inbox-opening';
import { InboxSeed } from './inbox-seed';
import { measureNameSearches, type NameSearch } from './name-search';

export interface InboxFigures {
  stored: number;
  openings: InboxOpening[];
  /** Applications stored while arrivals were timed: at `stored`, every SOL number is taken. */
  storedForArrivals: number;
  /**
   * Receipt on the public page to the row in an open inbox, per run (negative: the row came first).
   */
  arrivalMs: number[];
  /** Searches by name over the `stored` applications, what each read. */
  nameSearches: NameSearch[];
}

/**
 * What the bench searches by name: a surname a third of the seed holds, a rarer one, and two
 * words (the longer asked for, the other checked on what comes back).
 */
export const NAME_SEARCH_TEXTS = ['lopez', 'Ávalos', 'lopez jose'] as const;

export interface InboxBenchSetting {
  siteUrl: string;
  projectId: string;
  /** Where the bench itself writes, past the rules (not through the tap). */
  emulatorHost: string;
  authHost: string;
  /** The hop the site's Firestore traffic passes through. */
  tap: FirestoreWireTap;
}

/** Every SOL number, SOL1000 to SOL9999. */
const STORED = 9000;
/**
 * A third of the numbers free: a submit finds one in 3 draws on average and gives up (20 taken)
 * once in about 3,300.
 */
const FREED_FOR_ARRIVALS = 3000;

export async function measureInbox(
  setting: InboxBenchSetting,
  runs: number,
): Promise<InboxFigures> {
  const seed = await InboxSeed.plant(
    setting.projectId,
    setting.emulatorHost,
    setting.authHost,
    STORED,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    console.log(`Opening the inbox over ${STORED} applications…`);
    const openings = await measureInboxOpenings(
      browser,
      setting.siteUrl,
      seed.member,
      setting.tap,
      runs,
    );
    console.log(`Searching by name over ${STORED} applications…`);
    const nameSearches = await measureNameSearches(
      browser,
      setting.siteUrl,
      seed.member,
      setting.tap,
      NAME_SEARCH_TEXTS,
    );
    await seed.deleteOldest(FREED_FOR_ARRIVALS);
    console.log('Timing new applications into an open inbox…');
    const arrivalMs = await measureArrivals(browser, setting.siteUrl, seed.member, runs);
    return {
      stored: STORED,
      openings,
      storedForArrivals: STORED - FREED_FOR_ARRIVALS,
      arrivalMs,
      nameSearches,
    };
  } finally {
    await browser.close();
    await seed.close();
  }
}
