import { expect, type Locator, type Page } from '@playwright/test';
import { INTAKE_BUDGET_MS } from '../../../src/submission/adapters/http/remote-submit-application';
import type { ApplicationForm } from '../../../src/applications/domain/stored-application';
import { validForm } from '../../support/application-fixtures';
import { e2eEnv } from './e2e-env';
import { test } from './test';

/** Everything a visitor types; the terms box is ticked by `fillApplication`. */
export type Applicant = Omit<ApplicationForm, 'terms'>;

/**
 * The shared valid applicant, with a name that marks this test's documents in the shared emulator.
 */
export function applicant(tag: string): Applicant {
  // An e-mail address of its own too: the server sends one address one receipt a day. And a DUI
  // of its own: the server notes an earlier application under the same DUI (a repeat applicant).
  const { terms, ...typed } = validForm({
    first_name: `Ana ${tag}`,
    email: `ana.${tag}@correo.example`,
    dui: uniqueDui(),
  });
  return typed;
}

/** A DUI nobody else in the run has: eight random digits and their check digit (dui.ts). */
export function uniqueDui(): string {
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(-8);
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  return `${digits}-${(10 - (sum % 10)) % 10}`;
}

const randomGroup = () => Math.floor(Math.random() * 0x10000).toString(16);

/**
 * A network of this test's own (a /64 inside the documentation range 2001:db8::/32), sent in
 * X-Forwarded-For: the server counts an IPv6 client by its /64, so the per-address limit then
 * counts this test's submits alone.
 */
export const uniqueAddress = () =>
  `2001:db8:${randomGroup()}:${randomGroup()}::${Date.now().toString(16).slice(-4)}`;

export const uniqueTag = () =>
  `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export const field = (page: Page, name: string): Locator => page.locator(`[name="${name}"]`);
export const submitButton = (page: Page): Locator => page.locator('button[type="submit"]');
/** The receipt that takes the form's place after a save (a focused status). */
export const receipt = (page: Page): Locator => page.getByRole('status');

/**
 * As long as the page itself may take to show the receipt: its whole budget, two attempts when
 * the first got no answer (a cold function), and a little for the page's own work.
 */
export const RECEIPT_WAIT_MS = INTAKE_BUDGET_MS + 2_000;

/** Waits for the receipt as long as the page may take to show it (RECEIPT_WAIT_MS). */
export async function receiptShown(page: Page): Promise<void> {
  await expect(receipt(page)).toContainText('Formulario enviado con éxito', {
    timeout: RECEIPT_WAIT_MS,
  });
}

/** The SOL number the receipt shows. */
export async function applicationNumber(page: Page): Promise<string> {
  await receiptShown(page);
  const number = (await receipt(page).textContent())?.match(/SOL[1-9]\d{3}/)?.[0];
  if (!number) throw new Error('the receipt shows no application number');
  return number;
}

/** Demo mode: what the tab's in-memory storage holds, through the console helper developers use. */
export async function demoSavedApplications(page: Page): Promise<Record<string, unknown>[]> {
  const table = page.waitForEvent('console', (message) => message.type() === 'table');
  await page.evaluate(() =>
    (
      globalThis as { primerPasoDemo?: { solicitudes(): Promise<void> } }
    ).primerPasoDemo?.solicitudes(),
  );
  return (await (await table).args()[0]?.jsonValue()) as Record<string, unknown>[];
}

/** Types like a person: masked fields key by key, so the masks do their work. */
export async function fillApplication(page: Page, values: Applicant): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (['phone', 'dui', 'nit'].includes(name))
      await field(page, name).pressSequentially(value.replaceAll('-', ''));
    else await field(page, name).fill(value);
  }
  await field(page, 'terms').check();
}

/** Fills the form with `values`, sends it with one click, and returns the receipt's number. */
export async function sendApplication(page: Page, values: Applicant): Promise<string> {
  await fillApplication(page, values);
  await submitButton(page).click();
  return applicationNumber(page);
}

/**
 * Whether the page's script has taken the form over (main.tsx hydrates its island): React keeps
 * its props on each element it runs. With a server the prerendered form can be sent before that
 * (it posts itself, and the server answers with a page), so an enabled button does not say it.
 */
export async function formCameAlive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector('#formulario-solicitud form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps$'));
  });
}

/**
 * Scrolls the form onto the screen, as a visitor heading for it does: the page's script brings the
 * form to life only then (src/pages/public/when-visitor-nears.ts).
 */
export async function headForForm(page: Page): Promise<void> {
  await page.locator('#formulario-solicitud').scrollIntoViewIfNeeded();
}

/**
 * Opens a build, heads for the form, waits until the prerendered form has hydrated (the page's
 * script runs it), and goes back to the page's top.
 */
export async function openPage(
  page: Page,
  build: 'demo' | 'firestore',
  address = uniqueAddress(),
): Promise<void> {
  if (build === 'firestore') await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  await page.goto(e2eEnv(build === 'demo' ? 'demoUrl' : 'firestoreUrl'));
  await headForForm(page);
  await expect(submitButton(page)).toBeEnabled();
  await formCameAlive(page);
  // Back where a visitor lands, for the tests that look at the first screen.
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Opens this build before each test of the file (see openPage). */
export function openBeforeEach(build: 'demo' | 'firestore'): void {
  test.beforeEach(({ page }) => openPage(page, build));
}

/** Flips the switch between the Firestore build and the emulator: 'down' is a stopped emulator. */
export async function setEmulator(mode: 'up' | 'down' | 'blackhole'): Promise<void> {
  const response = await fetch(`${e2eEnv('switchControl')}/firestore/${mode}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`switch ${mode}: ${response.status}`);
}
