// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../src/pages/shared/app-config';
import { SystemClock } from '../../src/shared/adapters/system-clock';
import { CryptoRandomSource } from '../../src/shared/adapters/crypto-random-source';
import { validForm } from '../support/application-fixtures';
import { fillForm, field, renderPage, submitButton } from '../support/render-page';
import { registerSwitchedTestProject } from './support/switched-test-project';

const env = registerSwitchedTestProject('page');
afterEach(cleanup);

/**
 * The configuration a maintainer's build would have with VITE_STORAGE=firestore and the emulator.
 */
const firestoreConfig = (): AppConfig => ({
  storage: 'firestore',
  firebase: { projectId: env.project.projectId, emulatorHost: env.tcpSwitch.host },
});

const realAdapters = { random: new CryptoRandomSource(), clock: new SystemClock() };

describe('the page with VITE_STORAGE=firestore, against the emulator', () => {
  it('saves the application and shows its number', async () => {
    const { user } = renderPage(realAdapters, firestoreConfig());
    await fillForm(user);

    await user.click(submitButton());

    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(status).toHaveTextContent('Formulario enviado con éxito');
    const id = status.textContent?.match(/SOL[1-9]\d{3}/)?.[0];
    expect(await env.project.admin.read(id as `SOL${number}`)).toMatchObject({
      ...validForm(),
      id,
      isAssociated: false,
      status: true,
      alert: true,
    });
    // The receipt stays until the applicant asks for the form again, which comes back empty.
    await user.click(screen.getByRole('button', { name: 'Llenar otra solicitud' }));
    expect(field('dui')).toHaveValue('');
  });

  it('shows the failure message within 10 seconds and keeps what was typed when Firestore is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage(realAdapters, firestoreConfig());
    await fillForm(user);
    await env.tcpSwitch.set('blackhole');

    const clicked = performance.now();
    await user.click(submitButton());
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });

    expect(performance.now() - clicked).toBeLessThan(10_000);
    expect(alert).toHaveTextContent('Ocurrió un error al enviar el formulario');
    expect(field('first_name')).toHaveValue(validForm().first_name);
    expect(field('dui')).toHaveValue(validForm().dui);
    expect(field('terms')).toBeChecked();
    await env.tcpSwitch.set('up');
    expect(await env.project.admin.list()).toEqual([]);
  });
});
