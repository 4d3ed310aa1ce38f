import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { TYPED_FIELDS } from '../../src/applications/domain/stored-application';
import { cooperative, fullAddress } from '../../src/shared/content/cooperative';
import {
  applicant,
  applicationNumber,
  demoSavedApplications,
  field,
  fillApplication,
  formCameAlive,
  headForForm,
  openBeforeEach,
  receipt,
  submitButton,
  sendApplication,
} from './support/application-page';
import { expectPrintedOnOnePage } from './support/printed-page';
import { officeYear } from '../../src/shared/domain/office-date-time';

openBeforeEach('demo');

test('shows the spec page, with every asset from its own origin and no console errors', async ({
  page,
}) => {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on(
    'request',
    (request) =>
      !request.url().startsWith(new URL(page.url()).origin) && foreign.push(request.url()),
  );
  await page.reload();
  await page.waitForLoadState('networkidle');
  await headForForm(page);
  await expect(submitButton(page)).toBeEnabled();

  await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText(
    '2.ª Calle Oriente',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Llena tu solicitud de ingreso y da el primer paso hacia un mejor futuro financiero.',
  );
  await expect(page.getByRole('link', { name: 'Sobre Nosotros' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver video/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Formulario primer paso' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${officeYear(new Date())}`);
  await expect(page.getByText('Modo demostración')).toBeVisible();
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('on a phone, leaves the form plain HTML while the visitor reads the page above it, with its code already fetched, and brings it to life as they head for it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(new URL('/', page.url()).href);
  await page.waitForLoadState('networkidle');
  for (const chunk of ['react', 'hydrate-form-island'])
    expect(
      fetched.some((path) => path.startsWith(`/assets/${chunk}-`)),
      chunk,
    ).toBe(true);
  // Everything the page does on its own is done (nothing more on the network): the form is as
  // the server sent it, and the page's main thread was left to the reader.
  const alive = () =>
    page.evaluate(() => {
      const form = document.querySelector('#formulario-solicitud form');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps$'));
    });
  expect(await alive()).toBe(false);
  await expect(submitButton(page)).toBeDisabled();

  await headForForm(page);
  await formCameAlive(page);
  await expect(submitButton(page)).toBeEnabled();
});

test("shows 'Campo requerido' only after a required field is left invalid", async ({ page }) => {
  await field(page, 'first_name').focus();
  await expect(page.getByText('Campo requerido')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByText('Campo requerido')).toHaveCount(1);
  await field(page, 'first_name').fill('Ana');
  await expect(field(page, 'first_name')).toHaveAttribute('aria-invalid', 'false');
});

/** Types phone, DUI and NIT messily (letters, spaces, dashes, extra digits), key by key. */
async function typeIdsAndExpectThemMasked(page: Page) {
  await field(page, 'phone').pressSequentially('tel 7123abc45678999');
  await field(page, 'dui').pressSequentially('x 02495046-37');
  await field(page, 'nit').pressSequentially('0614 051286 129 4000');
  await expect(field(page, 'phone')).toHaveValue('7123-4567');
  await expect(field(page, 'dui')).toHaveValue('02495046-3');
  await expect(field(page, 'nit')).toHaveValue('0614-051286-129-4');
}

/** A cheap phone: the page's own work lags behind fast typing. */
async function slowPhone(page: Page, cpuSlowdown: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

test('masks phone, DUI and NIT: letters ignored, typing stops at the end of the mask', async ({
  page,
}) => {
  await typeIdsAndExpectThemMasked(page);
});

test('refuses an invalid form: the alert, focus on the first invalid field, its message read with it', async ({
  page,
}) => {
  await field(page, 'first_name').fill('Ana');
  await submitButton(page).click();

  await expect(page.getByRole('alert').getByRole('heading')).toHaveText(
    'Por favor completa todos los campos requeridos.',
  );
  await expect(field(page, 'last_name')).toBeFocused();
  await expect(field(page, 'last_name')).toHaveAccessibleDescription('Campo requerido');
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('says why a complete DUI is wrong instead of asking for it', async ({ page }) => {
  await field(page, 'dui').pressSequentially('024950464');
  await page.keyboard.press('Tab');
  await expect(field(page, 'dui')).toHaveAccessibleDescription(/El DUI no es válido/);
});

test('sends a valid application: a receipt with the message, the number, the date, what to bring and where', async ({
  page,
}) => {
  await fillApplication(page, applicant('demo'));
  await submitButton(page).click();

  await expect(receipt(page)).toContainText(/^Formulario enviado con éxito/);
  await expect(receipt(page)).toContainText(/Tu número de solicitud es SOL[1-9]\d{3}/);
  const today = new Intl.DateTimeFormat('es-SV', {
    dateStyle: 'long',
    timeZone: 'America/El_Salvador',
  }).format(new Date());
  await expect(receipt(page)).toContainText(`Fecha de la solicitud: ${today}`);
  await expect(receipt(page)).toContainText('recibo de agua');
  for (const detail of [cooperative.name, fullAddress, cooperative.office.hours])
    await expect(receipt(page)).toContainText(detail);
  await expect(receipt(page)).toBeFocused();
  // The emptied form waits behind 'Llenar otra solicitud'.
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(submitButton(page)).toHaveCount(0);
});

test('can be filled and sent with the keyboard alone', async ({ page }) => {
  const values = applicant('teclado');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir al formulario' })).toBeFocused();
  await page.keyboard.press('Enter');
  for (const [name, value] of Object.entries(values)) {
    await page.keyboard.press('Tab');
    await expect(field(page, name)).toBeFocused();
    await page.keyboard.type(
      ['phone', 'dui', 'nit'].includes(name) ? value.replaceAll('-', '') : value,
    );
  }
  await page.keyboard.press('Tab');
  await expect(field(page, 'terms')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the privacy notice link in the label
  await page.keyboard.press('Tab');
  await expect(submitButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(receipt(page)).toContainText('Formulario enviado con éxito');
  await expect(receipt(page)).toBeFocused();
  for (const name of ['Copiar número', 'Imprimir comprobante', 'Llenar otra solicitud']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(field(page, 'first_name')).toBeFocused();
  await expect(field(page, 'first_name')).toHaveValue('');
});

test('links the terms to the privacy notice in the page', async ({ page }) => {
  await page.getByRole('link', { name: 'aviso de privacidad' }).click();
  const notice = page.getByRole('region', { name: 'Aviso de privacidad' });
  await expect(notice).toBeInViewport();
  await expect(notice).toContainText('Responsable');
  await expect(notice).toContainText('Tus derechos');
  await notice.getByRole('link', { name: 'Volver al formulario' }).click();
  await expect(page.getByRole('heading', { name: 'Formulario primer paso' })).toBeInViewport();
});

test('keeps what was typed before the script arrived (slow connection), and sends it', async ({
  page,
}) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await field(page, 'first_name').fill('Ana');
  await field(page, 'phone').pressSequentially('71234567');
  await field(page, 'terms').check();
  // Until the script runs, the plain HTML form cannot be sent (it would carry the data in the URL).
  await expect(submitButton(page)).toBeDisabled();
  await field(page, 'address').press('Enter');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(submitButton(page)).toBeEnabled();

  await expect(field(page, 'first_name')).toHaveValue('Ana');
  await expect(field(page, 'phone')).toHaveValue('7123-4567');
  await expect(field(page, 'terms')).toBeChecked();
  const rest = applicant('lento');
  await field(page, 'last_name').fill(rest.last_name);
  await field(page, 'company').fill(rest.company);
  await field(page, 'dui').pressSequentially('024950463');
  await field(page, 'email').fill(rest.email);
  await field(page, 'address').fill(rest.address);
  await submitButton(page).click();
  await expect(page.getByRole('status')).toContainText('Formulario enviado con éxito');
});

test('loses no keystroke typed the moment the page comes alive, even on a slow phone', async ({
  page,
}) => {
  await slowPhone(page, 8);
  await page.reload();
  await headForForm(page);
  await expect(submitButton(page)).toBeEnabled();
  await typeIdsAndExpectThemMasked(page);
});

test('loses no keystroke in a masked field after a refused submit (the form re-checks as you type)', async ({
  page,
}) => {
  await slowPhone(page, 4);
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await typeIdsAndExpectThemMasked(page);
});

test.describe('the receipt', () => {
  /**
   * Scrolls the submit button to a height on screen (0 the top edge, 1 the bottom edge); returns
   * its box.
   */
  async function placeSubmitButton(page: Page, fractionDown: number) {
    await submitButton(page).evaluate((button, fraction) => {
      const margin = 8;
      const box = button.getBoundingClientRect();
      window.scrollBy(0, box.top - margin - fraction * (innerHeight - box.height - 2 * margin));
    }, fractionDown);
    const box = await submitButton(page).boundingBox();
    if (!box) throw new Error('the submit button is not on screen');
    return box;
  }

  for (const [width, height] of [
    [375, 667],
    [768, 1024],
    [1280, 720],
  ] as const) {
    test(`stays through a second click where the submit button was, landing after the save, and an Enter (${width}×${height})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      for (const [round, fractionDown] of [0, 0.25, 0.5, 0.75, 1].entries()) {
        if (round > 0) await page.getByRole('button', { name: 'Llenar otra solicitud' }).click();
        await fillApplication(page, applicant(`segundo-clic-${round}`));
        const button = await placeSubmitButton(page, fractionDown);
        const [x, y] = [button.x + button.width / 2, button.y + button.height / 2];
        const where = `the submit button ${fractionDown * 100} % down the screen`;

        await page.mouse.click(x, y);
        const number = await applicationNumber(page);
        // The slip, text only, covers the whole spot: wherever on the button a second tap lands, it
        // acts on nothing.
        const slip = await receipt(page).boundingBox();
        expect(slip?.y, `the slip's top, ${where}`).toBeLessThanOrEqual(button.y);
        expect(
          (slip?.y ?? 0) + (slip?.height ?? 0),
          `the slip's bottom, ${where}`,
        ).toBeGreaterThanOrEqual(button.y + button.height);
        const hit = await page.evaluate(
          ([px, py]) =>
            document
              .elementFromPoint(px!, py!)
              ?.closest('button, a, [role="status"]')
              ?.outerHTML.slice(0, 60),
          [x, y],
        );
        expect(hit, `what the second click hits, ${where}`).toMatch(/^<div[^>]+role="status"/);
        await page.mouse.click(x, y);
        await page.keyboard.press('Enter');

        await expect(receipt(page)).toContainText(/^Formulario enviado con éxito/);
        await expect(receipt(page)).toContainText(number);
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(submitButton(page)).toHaveCount(0);
        expect(await demoSavedApplications(page)).toHaveLength(round + 1);
      }
    });
  }

  test('saves once and keeps the receipt on a double click', async ({ page }) => {
    await fillApplication(page, applicant('doble'));
    await submitButton(page).dblclick();

    const number = await applicationNumber(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect((await demoSavedApplications(page)).map((application) => application.id)).toEqual([
      number,
    ]);
    await expect(receipt(page)).toContainText(number);
  });

  test('copies the number to the clipboard', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const number = await sendApplication(page, applicant('copia'));

    await page.getByRole('button', { name: 'Copiar número' }).click();

    await expect(page.getByText('Número copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  });

  test('selects the number for the applicant to copy when the browser refuses the clipboard', async ({
    page,
  }) => {
    const number = await sendApplication(page, applicant('sin-portapapeles'));
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });

    await page.getByRole('button', { name: 'Copiar número' }).click();

    await expect(page.getByText(/^No se pudo copiar: el número quedó seleccionado/)).toBeVisible();
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(number);
  });

  test('prints the receipt alone, black on white, on one page (print screenshot kept as an artifact)', async ({
    page,
  }, testInfo) => {
    const number = await sendApplication(page, applicant('imprimir'));

    await page.emulateMedia({ media: 'print' });

    await expect(receipt(page)).toBeVisible();
    for (const detail of [number, cooperative.name, fullAddress, cooperative.office.hours])
      await expect(receipt(page)).toContainText(detail);
    expect(
      await receipt(page).evaluate((slip) => [
        getComputedStyle(slip).color,
        getComputedStyle(slip).backgroundColor,
      ]),
    ).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await expectPrintedOnOnePage(page, testInfo, 'receipt-print.png', [
      page.getByText('Modo demostración'),
      page.getByRole('link', { name: 'Ir al formulario' }),
      page.getByRole('navigation', { name: 'Principal' }),
      page.getByRole('heading', { level: 1 }),
      page.getByRole('region', { name: 'Beneficios de ser asociado' }),
      page.getByRole('region', { name: 'Requisitos' }),
      page.getByRole('heading', { name: 'Formulario primer paso' }),
      page.getByRole('region', { name: 'Aviso de privacidad' }),
      page.getByRole('contentinfo'),
      ...(await page.getByRole('button').all()),
    ]);
  });

  test("'Llenar otra solicitud' brings back an empty form, focused on its first field, that sends again", async ({
    page,
  }) => {
    const first = await sendApplication(page, applicant('otra'));

    await page.getByRole('button', { name: 'Llenar otra solicitud' }).click();

    await expect(receipt(page)).toHaveCount(0);
    await expect(field(page, 'first_name')).toBeFocused();
    for (const name of TYPED_FIELDS) await expect(field(page, name)).toHaveValue('');
    await expect(field(page, 'terms')).not.toBeChecked();
    await expect(page.getByText('Campo requerido')).toHaveCount(0);

    const another = applicant('otra-mas');
    await fillApplication(page, another);
    await expect(field(page, 'dui')).toHaveValue(another.dui);
    await submitButton(page).click();
    const second = await applicationNumber(page);
    expect((await demoSavedApplications(page)).map((application) => application.id)).toEqual([
      first,
      second,
    ]);
  });
});
