import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/pages/public/app-root';
import { createContainer, resolvePublicUseCases } from '../../src/pages/public/container';
import { FORM_ISLAND_ID } from '../../src/pages/public/form-island-id';
import { hydrateFormIsland } from '../../src/pages/public/hydrate-form-island';
import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import type { FormUseRecorder } from '../../src/form-use/ui/form-use-beacons';
import type { SubmitApplicationUseCase } from '../../src/submission/ui/submit-application-context';
import { fixedClock, randomDrawing } from '../support/deterministic';
import { field, submitButton } from '../support/render-page';

/** This test watches the form, not the form's use (form-use-beacons.test.tsx). */
const COUNTED_NOWHERE: FormUseRecorder = { execute: async () => undefined };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** As main.tsx does: only the form's island comes to life. */
async function comeAlive(useCase: SubmitApplicationUseCase) {
  await act(async () => {
    root = hydrateFormIsland(
      document.getElementById(FORM_ISLAND_ID)!,
      useCase,
      COUNTED_NOWHERE,
      false,
    );
  });
}

describe('the prerendered page coming to life', () => {
  it('keeps what the applicant typed before the script arrived, and sends it', async () => {
    const repository = new InMemoryApplicationRepository();
    const useCase = resolvePublicUseCases(
      createContainer(
        { storage: 'memory' },
        { repository, random: randomDrawing(1357), clock: fixedClock() },
      ),
    ).submitApplication;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<AppRoot submitApplication={useCase} demoMode={false} />);

    // A slow phone: the visitor types into the static HTML before hydration.
    const typedRaw: Record<string, string> = {
      first_name: 'Ana',
      last_name: 'López',
      company: 'Ana López',
      phone: '71234567',
      dui: '024950463',
      email: 'ana@example.com',
      address: 'Suchitoto',
    };
    for (const [name, value] of Object.entries(typedRaw))
      (container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
    (container.querySelector('[name="terms"]') as HTMLInputElement).checked = true;

    await comeAlive(useCase);

    expect(field('first_name')).toHaveValue('Ana');
    expect(field('terms')).toBeChecked();
    expect(submitButton()).toBeEnabled();
    await waitFor(() => expect(field('phone')).toHaveValue('7123-4567'));
    expect(field('dui')).toHaveValue('02495046-3');

    await userEvent.setup().click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('SOL1357');
    expect(repository.savedApplications()[0]).toMatchObject({
      first_name: 'Ana',
      phone: '7123-4567',
      dui: '02495046-3',
      terms: true,
    });
  });
});

/**
 * The prerendered page with a use case that counts its warm-ups; `focusFirst` puts the visitor in
 * Nombres before the form's code runs; then the island comes to life as main.tsx brings it.
 */
async function comeAliveCountingWarmUps({ focusFirst }: { focusFirst: boolean }) {
  const warmUps = { count: 0 };
  const useCase = {
    execute: () => Promise.reject(new Error('nothing is sent here')),
    prepare: () => void warmUps.count++,
  };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<AppRoot submitApplication={useCase} demoMode={false} />);
  if (focusFirst) (container.querySelector('[name="first_name"]') as HTMLInputElement).focus();
  await comeAlive(useCase);
  return warmUps;
}

describe('a visitor already in the form as it comes to life', () => {
  it('warms the submission up at once, as their focus would have, not at their next field', async () => {
    // The banner's link put them in Nombres before the form's code ran.
    const warmUps = await comeAliveCountingWarmUps({ focusFirst: true });
    expect(field('first_name')).toHaveFocus();
    expect(warmUps.count).toBe(1);
  });

  it('waits for a focus when the visitor is elsewhere on the page', async () => {
    const warmUps = await comeAliveCountingWarmUps({ focusFirst: false });
    expect(warmUps.count).toBe(0);
    await userEvent.setup().click(field('first_name'));
    expect(warmUps.count).toBe(1);
  });
});
