import { expect, type Locator, type Page } from '@playwright/test';
import type { ApplicationForm } from '../../../src/domain/application';
import { validForm } from '../../support/application-fixtures';
import { e2eEnv } from './e2e-env';

/** Everything a visitor types; the terms box is ticked by `fillApplication`. */
export type Applicant = Omit<ApplicationForm, 'terms'>;

/** The shared valid applicant, with a name that marks this test's documents in the shared emulator. */
export function applicant(tag: string): Applicant {
  const { terms, ...typed } = validForm({ first_name: `Ana ${tag}` });
  return typed;
}

export const uniqueTag = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export const field = (page: Page, name: string): Locator => page.locator(`[name="${name}"]`);
export const submitButton = (page: Page): Locator => page.locator('button[type="submit"]');

/** Types like a person: masked fields key by key, so the masks do their work. */
export async function fillApplication(page: Page, values: Applicant): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (['phone', 'dui', 'nit'].includes(name)) await field(page, name).pressSequentially(value.replaceAll('-', ''));
    else await field(page, name).fill(value);
  }
  await field(page, 'terms').check();
}

/** Opens a build and waits until the prerendered page has hydrated (the submit button comes alive). */
export async function openPage(page: Page, build: 'demo' | 'firestore'): Promise<void> {
  await page.goto(e2eEnv(build === 'demo' ? 'demoUrl' : 'firestoreUrl'));
  await expect(submitButton(page)).toBeEnabled();
}

/** Flips the switch between the Firestore build and the emulator: 'down' is a stopped emulator. */
export async function setEmulator(mode: 'up' | 'down' | 'blackhole'): Promise<void> {
  const response = await fetch(`${e2eEnv('switchControl')}/${mode}`, { method: 'POST' });
  if (!response.ok) throw new Error(`switch ${mode}: ${response.status}`);
}
