import type { Browser, Page } from 'playwright-core';
import type { StaffAccount } from './inbox-seed';
import {
  fillStaffSignIn,
  noteRowArrivals,
  rowSeenAt,
  timeSignInToFirstRows,
} from './staff-page-timing';
import { fillForm } from './submit-timing';

const ARRIVAL_TIMEOUT_MS = 15_000;

/**
 * Clicks 'Enviar solicitud'; resolves with the number on the receipt and when the receipt showed,
 * on the machine's clock.
 */
function submitUntilReceipt(page: Page): Promise<{ id: string; shownAt: number }> {
  return page.evaluate(
    (timeoutMs) =>
      new Promise<{ id: string; shownAt: number }>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          const id = document
            .querySelector('[role="status"]')
            ?.textContent?.match(/SOL[1-9]\d{3}/)?.[0];
          if (!id) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve({ id, shownAt: performance.timeOrigin + performance.now() });
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no receipt ${timeoutMs} ms after 'Enviar solicitud'`));
        }, timeoutMs);
        observer.observe(document.body, { childList: true, subtree: true });
        document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      }),
    ARRIVAL_TIMEOUT_MS,
  );
}

/**
 * A staff member's inbox open in one tab, the public page in another: each run sends an
 * application and times the receipt on the public page to its row in the inbox (the list of
 * Nuevas, where every new application lands on top).
 */
export async function measureArrivals(
  browser: Browser,
  siteUrl: string,
  member: StaffAccount,
  runs: number,
): Promise<number[]> {
  const context = await browser.newContext();
  try {
    const inbox = await context.newPage();
    await fillStaffSignIn(inbox, siteUrl, member);
    await timeSignInToFirstRows(inbox);
    await noteRowArrivals(inbox);

    const visitor = await context.newPage();
    await visitor.goto(`${siteUrl}/`);
    const arrivals: number[] = [];
    for (let run = 0; run < runs; run++) {
      if (run > 0) await visitor.getByRole('button', { name: 'Llenar otra solicitud' }).click();
      await fillForm(visitor);
      // Until the page has hydrated, its submit button is disabled and a click would be lost.
      await visitor.waitForFunction(
        () =>
          document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled === false,
      );
      const { id, shownAt } = await submitUntilReceipt(visitor);
      arrivals.push((await rowSeenAt(inbox, id, ARRIVAL_TIMEOUT_MS)) - shownAt);
    }
    return arrivals;
  } finally {
    await context.close();
  }
}
