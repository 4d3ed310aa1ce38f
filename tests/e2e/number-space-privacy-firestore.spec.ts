import { FUNCTION_NAMES } from '../../src/server/server-region';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import {
  NUMBER_SPACE_COLLECTION,
  NUMBER_SPACE_GAUGE_ID,
} from '../../src/privacy/adapters/privacy-collections';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { NUMBER_SPACE_SIZE, numbersText } from '../../src/submission/domain/number-space';
import { runSchedule } from '../support/firestore-triggers';
import { E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import { openPrivacy } from './support/privacy-page';
import { signedIn, withConsole } from './support/staff-accounts';
import { expect, test } from './support/test';

// In the privacy-firestore project (playwright.config.ts matches the file's name): after the other
// staff tests. It purges nothing, so it may run beside privacy-firestore.spec.ts.

const DAY = 86_400_000;
/** In a range no other Firestore test writes to. */
const freeNumber = () => `SOL${8900 + Math.floor(Math.random() * 99)}` as ApplicationId;

/** What an erasure on request left, `days` ago: quarantined for 24 months. */
async function erasedDaysAgo(id: ApplicationId, days: number): Promise<void> {
  await withConsole((owner) =>
    owner.write(`${APPLICATIONS_COLLECTION}/${id}`, {
      id,
      erasedAt: new Date(Date.now() - days * DAY),
      erasedBy: 'e2e-admin',
      erasedByEmail: 'e2e-admin@cooperativa.example',
      erasureReason: 'peticion-del-titular',
    }),
  );
}

interface StoredReading {
  taken: number;
  quarantined: number;
  free: number;
}

test('the daily schedule, run by hand, measures the number space, and an admin sees the gauge in Privacidad', async ({
  page,
}) => {
  await erasedDaysAgo(freeNumber(), 10);

  await runSchedule(e2eEnv('functionsUrl'), E2E_PROJECT_ID, FUNCTION_NAMES.measureNumberSpace);

  const stored = (await withConsole((owner) =>
    owner.read(`${NUMBER_SPACE_COLLECTION}/${NUMBER_SPACE_GAUGE_ID}`),
  )) as StoredReading | undefined;
  expect(stored).toMatchObject({
    taken: expect.any(Number),
    quarantined: expect.any(Number),
    free: expect.any(Number),
  });
  const { taken, quarantined, free } = stored!;
  expect(quarantined).toBeGreaterThanOrEqual(1);
  expect(taken + quarantined + free).toBe(NUMBER_SPACE_SIZE);

  await signedIn(page, 'admin');
  await openPrivacy(page);
  const panel = page.getByRole('region', { name: 'Números de solicitud' });
  await expect(panel.getByRole('meter')).toHaveAttribute('value', String(taken + quarantined));
  await expect(panel.getByRole('meter')).toHaveAttribute('max', String(NUMBER_SPACE_SIZE));
  const value = (label: string) => panel.locator('dt', { hasText: label }).locator('+ dd');
  await expect(value('Con solicitud')).toHaveText(numbersText(taken));
  await expect(value('En cuarentena')).toHaveText(numbersText(quarantined));
  await expect(value('Libres')).toHaveText(numbersText(free));
  await expect(panel.getByText(/^Medido el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
});

test('staff who search the number of an erased application are told when and why it was erased, and that the number is nobody else’s yet', async ({
  page,
}) => {
  const id = freeNumber();
  await erasedDaysAgo(id, 40);

  await signedIn(page, 'staff');
  await page
    .getByRole('searchbox', { name: 'Buscar por número, nombre, DUI, teléfono o correo' })
    .fill(id);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();

  await expect(page.getByText(`No encontramos ninguna solicitud con «${id}».`)).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(`^La solicitud ${id} fue borrada el .* \\(motivo: A petición del titular\\)\\.`),
    ),
  ).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^El número ${id} no se da a nadie más al menos hasta el `)),
  ).toBeVisible();
});
