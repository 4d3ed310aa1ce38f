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

// One outage at a time: both tests flip the one switch between the site and the emulator.
test.describe.configure({ mode: 'serial' });
test.afterEach(() => setEmulator('up'));

for (const [outage, mode] of [
  ['stopped', 'down'],
  ['unreachable (no answer)', 'blackhole'],
] as const) {
  test(`with the emulator ${outage}: the failure message within 10 s, nothing lost, nothing saved later`, async ({
    page,
  }) => {
    const values = applicant(uniqueTag());
    await openPage(page, 'firestore');
    await fillApplication(page, values);
    await setEmulator(mode);

    const clicked = Date.now();
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(/Ocurrió un error al enviar el formulario/, {
      timeout: 10_000,
    });

    expect(Date.now() - clicked).toBeLessThan(10_000);
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
