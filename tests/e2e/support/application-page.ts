import { expect, type Locator, type Page } from '@playwright/test';
import { e2eEnv } from './e2e-env';

export interface Applicant {
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  dui: string;
  nit: string;
  email: string;
  address: string;
  message: string;
}

/** A valid applicant whose name marks this test's documents in the shared emulator. */
export function applicant(tag: string): Applicant {
  return {
    first_name: `Ana ${tag}`,
    last_name: 'Hernández López',
    company: 'Ana Hernández López',
    phone: '7123-4567',
    dui: '02495046-3',
    nit: '0614-051286-129-4',
    email: 'ana.hernandez@example.com',
    address: 'Barrio El Centro, 3.ª Avenida Norte #5, Suchitoto',
    message: 'Me interesa un crédito para mi negocio.',
  };
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
