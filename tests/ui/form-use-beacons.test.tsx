import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormUseEvent } from '../../src/form-use/domain/form-use';
import type { FormUseRecorder } from '../../src/form-use/ui/form-use-beacons';
import { AppRoot } from '../../src/pages/public/app-root';
import { FORM_ISLAND_ID } from '../../src/pages/public/form-island-id';
import { hydrateFormIsland } from '../../src/pages/public/hydrate-form-island';
import { createContainer, resolvePublicUseCases } from '../../src/pages/public/container';
import { StorageUnreachableError } from '../../src/shared/domain/storage-errors';
import type { SubmitApplicationUseCase } from '../../src/submission/ui/submit-application-context';
import { fixedClock, randomDrawing } from '../support/deterministic';
import { pageRootOptions } from '../support/page-root-options';
import { field, fillForm, submitButton } from '../support/render-page';

/** Where the form tells its use, watched: each event it was told, in order. */
function watchedRecorder(): FormUseRecorder & { events: FormUseEvent[] } {
  const events: FormUseEvent[] = [];
  return { events, execute: async (event) => void events.push(event) };
}

const storing = (): SubmitApplicationUseCase =>
  resolvePublicUseCases(
    createContainer(
      { storage: 'memory' },
      { random: randomDrawing(4821, 5555), clock: fixedClock() },
    ),
  ).submitApplication;

function renderWatched(
  submitApplication: SubmitApplicationUseCase = storing(),
  recorder: FormUseRecorder = watchedRecorder(),
) {
  render(
    <AppRoot submitApplication={submitApplication} countFormUse={recorder} demoMode={false} />,
    pageRootOptions,
  );
  return { user: userEvent.setup() };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

describe("the form's use, told by the page", () => {
  it('tells of a form begun on its first input, once however much is typed, and nothing on a mere focus', async () => {
    const recorder = watchedRecorder();
    const { user } = renderWatched(storing(), recorder);

    await user.click(field('first_name'));
    expect(recorder.events).toEqual([]);

    await user.type(field('first_name'), 'A');
    expect(recorder.events).toEqual(['empezado']);

    await user.clear(field('first_name'));
    await fillForm(user);
    expect(recorder.events).toEqual(['empezado']);
  });

  it('tells of a form sent once its answer is stored, and of a new one begun after "Llenar otra solicitud"', async () => {
    const recorder = watchedRecorder();
    const { user } = renderWatched(storing(), recorder);
    await fillForm(user);

    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('SOL4821');
    expect(recorder.events).toEqual(['empezado', 'enviado']);

    await user.click(screen.getByRole('button', { name: 'Llenar otra solicitud' }));
    expect(recorder.events).toEqual(['empezado', 'enviado']);
    await fillForm(user);
    expect(recorder.events).toEqual(['empezado', 'enviado', 'empezado']);
  });

  it("tells nothing of a bot's send, which is shown a receipt but stored nowhere", async () => {
    const recorder = watchedRecorder();
    const { user } = renderWatched(storing(), recorder);
    await fillForm(user);
    await user.type(
      document.querySelector<HTMLInputElement>('input[name="website"]')!,
      'https://spam.example',
    );

    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Formulario enviado con éxito');
    expect(recorder.events).toEqual(['empezado']);
  });

  it('tells of a send whose hidden field holds only blank space: the server stores it', async () => {
    const recorder = watchedRecorder();
    const { user } = renderWatched(storing(), recorder);
    await fillForm(user);
    await user.type(document.querySelector<HTMLInputElement>('input[name="website"]')!, '   ');

    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Formulario enviado con éxito');
    expect(recorder.events).toEqual(['empezado', 'enviado']);
  });

  it('tells nothing of a send that failed, however often it is tried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recorder = watchedRecorder();
    const failing: SubmitApplicationUseCase = {
      execute: () => Promise.reject(new StorageUnreachableError('sin conexión')),
      prepare: () => undefined,
    };
    const { user } = renderWatched(failing, recorder);
    await fillForm(user);

    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.click(submitButton());
    await screen.findByRole('alert');

    expect(recorder.events).toEqual(['empezado']);
  });

  it('sends the form all the same when its use cannot be told', async () => {
    const { user } = renderWatched(storing(), {
      execute: () => Promise.reject(new Error('sin conexión')),
    });
    await fillForm(user);

    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent('SOL4821');
  });

  it('tells of a form begun before the script arrived once the page comes to life, once', async () => {
    const recorder = watchedRecorder();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <AppRoot submitApplication={storing()} demoMode={false} />,
    );
    (container.querySelector('[name="first_name"]') as HTMLInputElement).value = 'Ana';

    // As main.tsx does: only the form's island comes to life, with what was typed put back.
    await act(async () => {
      root = hydrateFormIsland(
        document.getElementById(FORM_ISLAND_ID)!,
        storing(),
        recorder,
        false,
      );
    });
    await waitFor(() => expect(field('first_name')).toHaveValue('Ana'));
    expect(recorder.events).toEqual(['empezado']);

    await userEvent.setup().type(field('last_name'), 'López');
    expect(recorder.events).toEqual(['empezado']);
    container.remove();
  });
});
