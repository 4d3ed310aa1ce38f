import { chromium, type Page, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';

export interface SubmitTimings {
  submitMs: number[];
  bareWriteMs: number[];
}

let applicantCount = 0;

export async function fillForm(page: Page): Promise<string> {
  applicantCount += 1;
  const firstName = `Bench ${applicantCount} ${Date.now()}`;
  const values: Record<string, string> = {
    first_name: firstName,
    last_name: 'López',
    company: 'Ana López',
    phone: '71234567',
    dui: '024950463',
    nit: '06140512861294',
    email: 'ana@example.com',
    address: 'Barrio El Centro, Suchitoto',
    message: 'Prueba de rendimiento',
  };
  for (const [name, value] of Object.entries(values)) {
    const input = page.locator(`[name="${name}"]`);
    if (['phone', 'dui', 'nit'].includes(name)) await input.pressSequentially(value);
    else await input.fill(value);
  }
  await page.locator('[name="terms"]').check();
  return firstName;
}

/** Click to a new success message appearing in the DOM, timed inside the page. */
function timeSubmit(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const previous = document.querySelector('[role="status"]');
        const observer = new MutationObserver(() => {
          const status = document.querySelector('[role="status"]');
          if (status && status !== previous) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const started = performance.now();
        document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      }),
  );
}

/** The page's own commit request sent again for a new id: one bare write of the same document. */
function timeBareWrite(page: Page, commit: Request, run: number): Promise<number> {
  const body = JSON.parse(commit.postData() ?? '{}') as {
    writes: { update: { name: string; fields: Record<string, { stringValue?: string }> } }[];
  };
  const write = body.writes[0]!.update;
  const id = `SOL${1000 + ((Date.now() + run * 7919) % 9000)}`;
  write.name = write.name.replace(/SOL\d{4}$/, id);
  write.fields.id = { stringValue: id };
  write.fields.first_name = { stringValue: `Escritura directa ${run} ${Date.now()}` };
  const headers = Object.fromEntries(
    Object.entries(commit.headers()).filter(
      ([key]) => !['content-length', 'host', 'origin', 'referer', 'user-agent'].includes(key),
    ),
  );
  return page.evaluate(
    async ({ url, headers, payload }) => {
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers, body: payload });
      await response.text();
      if (!response.ok) throw new Error(`bare write: ${response.status}`);
      return performance.now() - started;
    },
    { url: commit.url(), headers, payload: JSON.stringify(body) },
  );
}

/**
 * Each run in a fresh page: one submit to warm everything up (code chunks, connection, CORS
 * preflight), then a timed submit and a timed bare write, both on the warm connection.
 */
export async function measureSubmits(siteUrl: string, runs: number): Promise<SubmitTimings> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const timings: SubmitTimings = { submitMs: [], bareWriteMs: [] };
  try {
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage();
      const commits: Request[] = [];
      page.on(
        'request',
        (request) =>
          request.method() === 'POST' && request.url().endsWith(':commit') && commits.push(request),
      );
      await page.goto(siteUrl);
      await fillForm(page);
      await timeSubmit(page);
      // The receipt stays until the applicant asks for another form.
      await page.getByRole('button', { name: 'Llenar otra solicitud' }).click();
      await fillForm(page);
      timings.submitMs.push(await timeSubmit(page));
      const commit = commits.at(-1);
      if (!commit) throw new Error('the page sent no commit request');
      timings.bareWriteMs.push(await timeBareWrite(page, commit, run));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return timings;
}
