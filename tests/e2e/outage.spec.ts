import { expect, test } from './support/test';
import {
  applicant,
  field,
  fillApplication,
  openPage,
  setEmulator,
  submitButton,
  uniqueTag,
} from './support/application-page';
import { storedFor } from './support/stored-applications';
import { INTAKE_BUDGET_MS } from '../../src/submission/adapters/http/remote-submit-application';

/**
 * The page's whole budget and a little: with storage gone the intake gives no answer in time,
 * and the page shows the failure after its second attempt (remote-submit-application.ts).
 */
const FAILURE_WAIT_MS = INTAKE_BUDGET_MS + 2_000;

// One outage at a time: both tests flip the one switch between the site and the emulator.
test.describe.configure({ mode: 'serial' });
test.afterEach(() => setEmulator('up'));

for (const [outage, mode] of [
  ['stopped', 'down'],
  ['unreachable (no answer)', 'blackhole'],
] as const) {
  test(`with the emulator ${outage}: the failure message within the page's budget, nothing lost, nothing saved later`, async ({
    page,
  }) => {
    const values = applicant(uniqueTag());
    await openPage(page, 'firestore');
    await fillApplication(page, values);
    await setEmulator(mode);

    const clicked = Date.now();
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(/Ocurrió un error al enviar el formulario/, {
      timeout: FAILURE_WAIT_MS,
    });

    expect(Date.now() - clicked).toBeLessThan(FAILURE_WAIT_MS);
    for (const [name, value] of Object.entries(values))
      await expect(field(page, name)).toHaveValue(value);
    await expect(field(page, 'terms')).toBeChecked();
    await setEmulator('up');
    await page.waitForTimeout(2000);
    expect(await storedFor(values.first_name)).toEqual([]);

    await submitButton(page).click();
    await expect(page.getByRole('status')).toContainText('Formulario enviado con éxito');
    expect(await storedFor(values.first_name)).toHaveLength(1);
  });
}
