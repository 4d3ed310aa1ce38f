import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';

export interface SubmitTimings {
  submitMs: number[];
  bareWriteMs: number[];
  /** The first submit after the server started: its function instance starts too. */
  coldSubmitMs: number;
  /** The scripts (paths) the page fetched between its first load and the first receipt. */
  scripts: string[];
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

/**
 * One bare write from the browser, for comparison: a single Firestore commit of one document
 * through the same network (the emulator's owner token, as the rules let no client create).
 */
function timeBareWrite(page: Page, firestoreUrl: string, projectId: string, run: number) {
  const name = `projects/${projectId}/databases/(default)/documents/BenchWrites/${Date.now()}-${run}`;
  const body = {
    writes: [{ update: { name, fields: { first_name: { stringValue: `Escritura ${run}` } } } }],
  };
  return page.evaluate(
    async ({ url, payload }) => {
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: payload,
      });
      await response.text();
      if (!response.ok) throw new Error(`bare write: ${response.status}`);
      return performance.now() - started;
    },
    {
      url: `${firestoreUrl}/v1/projects/${projectId}/databases/(default)/documents:commit`,
      payload: JSON.stringify(body),
    },
  );
}

export interface SubmitBench {
  /** The site, served by the Hosting emulator (its /api rewrite reaches the intake function). */
  siteUrl: string;
  /** Firestore's REST address as the browser reaches it (for the bare write). */
  firestoreUrl: string;
  projectId: string;
  runs: number;
}

/**
 * Each run in a fresh page: one submit to warm everything up (code chunks, connection, the
 * function's instance), then a timed submit and a timed bare write, both on a warm connection.
 * The very first submit of a series also starts the function's instance: the cold submit.
 */
export async function measureSubmits({
  siteUrl,
  firestoreUrl,
  projectId,
  runs,
}: SubmitBench): Promise<SubmitTimings> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const timings: SubmitTimings = { submitMs: [], bareWriteMs: [], coldSubmitMs: 0, scripts: [] };
  try {
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(siteUrl);
      await page.waitForLoadState('networkidle');
      const firstLoad = scripts.length;
      await fillForm(page);
      const warmUp = await timeSubmit(page);
      if (run === 0) {
        timings.coldSubmitMs = warmUp;
        timings.scripts = scripts.slice(firstLoad);
      }
      // The receipt stays until the applicant asks for another form.
      await page.getByRole('button', { name: 'Llenar otra solicitud' }).click();
      await fillForm(page);
      timings.submitMs.push(await timeSubmit(page));
      timings.bareWriteMs.push(await timeBareWrite(page, firestoreUrl, projectId, run));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return timings;
}
