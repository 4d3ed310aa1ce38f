import type { Page } from 'playwright-core';
import type { StaffAccount } from './inbox-seed';

const FIRST_ROWS_TIMEOUT_MS = 30_000;

/** The staff page's sign-in form, filled in and ready for 'Entrar'. */
export async function fillStaffSignIn(
  page: Page,
  siteUrl: string,
  { email, password }: StaffAccount,
): Promise<void> {
  await page.goto(`${siteUrl}/personal/`);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill(password);
}

/** Click on 'Entrar' to the first row of the inbox in the DOM, timed inside the page. */
export function timeSignInToFirstRows(page: Page): Promise<number> {
  return page.evaluate(
    (timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('tbody tr')) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - started);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no row in the inbox ${timeoutMs} ms after 'Entrar'`));
        }, timeoutMs);
        observer.observe(document.body, { childList: true, subtree: true });
        const enter = [...document.querySelectorAll('button')].find(
          (button) => button.textContent?.trim() === 'Entrar',
        );
        if (!enter) throw new Error("no 'Entrar' button on the staff page");
        const started = performance.now();
        enter.click();
      }),
    FIRST_ROWS_TIMEOUT_MS,
  );
}

type RowClock = { inboxRowSeenAt?: Map<string, number> };

/**
 * From now on, notes when each application number first shows as a row, on the machine's
 * clock (so that another tab's times compare).
 */
export function noteRowArrivals(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    (globalThis as RowClock).inboxRowSeenAt = seen;
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    new MutationObserver(() => {
      const now = performance.timeOrigin + performance.now();
      // The row's number, the link that opens it.
      for (const link of document.querySelectorAll('tbody tr a.inbox-table__open')) {
        const id = link.textContent?.trim();
        if (id && !seen.has(id)) seen.set(id, now);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** When the row of `id` showed (see `noteRowArrivals`), waiting for it if need be. */
export async function rowSeenAt(page: Page, id: string, timeoutMs: number): Promise<number> {
  const seenAt = await page.waitForFunction(
    (wanted) => (globalThis as RowClock).inboxRowSeenAt?.get(wanted),
    id,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await seenAt.jsonValue()) as number;
}
