import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/pages/public/app-root';
import { createContainer, resolvePublicUseCases } from '../../src/pages/public/container';
import { FORM_ISLAND_ID } from '../../src/pages/public/form-island-id';
import { hydrateFormIsland } from '../../src/pages/public/hydrate-form-island';
import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { fixedClock, randomDrawing } from '../support/deterministic';
import { field, submitButton } from '../support/render-page';
import type { FormUseRecorder } from '../../src/form-use/ui/form-use-beacons';

/** This test watches the form and the page, not the form's use (form-use-beacons.test.tsx). */
const COUNTED_NOWHERE: FormUseRecorder = { execute: async () => undefined };

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

let root: Root | undefined;
let actEnvironment: boolean | undefined;
// As in a browser: React schedules the hydration itself, in slices, instead of a test's act()
// running it to the end at once.
beforeEach(() => {
  actEnvironment = (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false;
  root?.unmount();
  root = undefined;
  (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  document.body.innerHTML = '';
});

function prerenderedPage() {
  const repository = new InMemoryApplicationRepository();
  const submitApplication = resolvePublicUseCases(
    createContainer(
      { storage: 'memory' },
      { repository, random: randomDrawing(2468), clock: fixedClock() },
    ),
  ).submitApplication;
  // What the build writes into #root (src/pages/public/prerender.tsx).
  const page = document.body.appendChild(document.createElement('div'));
  page.id = 'root';
  page.innerHTML = renderToString(
    // Demo mode's page: its submit waits for the script, which shows when hydration is done.
    <AppRoot submitApplication={submitApplication} demoMode />,
  );
  const island = document.getElementById(FORM_ISLAND_ID);
  if (!island) throw new Error(`no #${FORM_ISLAND_ID} in the prerendered page`);
  return { page, island, submitApplication, repository };
}

/** The static parts of the page: every element outside the form's island. */
function staticElements(page: HTMLElement, island: HTMLElement): Element[] {
  return [...page.querySelectorAll('*')].filter(
    (element) => !island.contains(element) && !element.contains(island),
  );
}

/** Whether React has ever taken hold of an element (it keeps its fiber and props on it). */
const touchedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__react'));

function typeIntoStaticHtml(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the public page in the browser: only the form and its receipt come to life', () => {
  it('hydrates the form without a mismatch and leaves every static section as the prerendered HTML, untouched', async () => {
    const { page, island, submitApplication } = prerenderedPage();
    const before = staticElements(page, island);
    const htmlBefore = before.map((element) => element.outerHTML);
    expect(before.map((element) => element.tagName)).toEqual(
      expect.arrayContaining(['HEADER', 'NAV', 'H1', 'FOOTER']),
    );
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');

    root = hydrateFormIsland(island, submitApplication, COUNTED_NOWHERE, true, {
      onRecoverableError,
    });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(touchedByReact(screen.getByRole('form', { name: 'Formulario primer paso' }))).toBe(true);
    const after = staticElements(page, island);
    expect(after).toHaveLength(before.length);
    after.forEach((element, index) => {
      expect(element).toBe(before[index]);
      expect(element.outerHTML).toBe(htmlBefore[index]);
      expect(touchedByReact(element), element.tagName).toBe(false);
    });
  });

  it('keeps a keystroke typed while hydration runs into a field that already had text', async () => {
    const { island, submitApplication } = prerenderedPage();
    typeIntoStaticHtml('first_name', 'Ana');

    root = hydrateFormIsland(island, submitApplication, COUNTED_NOWHERE, true);
    expect(submitButton()).toBeDisabled();
    typeIntoStaticHtml('first_name', 'Anab');

    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(field('first_name')).toHaveValue('Anab');
  });

  it('keeps what was typed before hydration and while it ran, and sends it', async () => {
    const { island, submitApplication, repository } = prerenderedPage();
    typeIntoStaticHtml('first_name', 'Ana');
    typeIntoStaticHtml('phone', '71234567');

    root = hydrateFormIsland(island, submitApplication, COUNTED_NOWHERE, true);
    // Hydration is under way (scheduled, not finished) when the visitor types on: React finishes
    // it at once to handle the keystroke, and the form must not lose it in doing so.
    expect(submitButton()).toBeDisabled();
    typeIntoStaticHtml('last_name', 'López');

    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(field('first_name')).toHaveValue('Ana');
    expect(field('last_name')).toHaveValue('López');
    await waitFor(() => expect(field('phone')).toHaveValue('7123-4567'));

    // Hydrated: from here the visitor types as Testing Library's user, whose events act() wraps.
    (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = true;
    const user = userEvent.setup();
    await user.type(field('company'), 'Ana López');
    await user.type(field('dui'), '024950463');
    await user.type(field('email'), 'ana@example.com');
    await user.type(field('address'), 'Suchitoto');
    await user.click(field('terms'));
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('SOL2468');
    expect(repository.savedApplications()[0]).toMatchObject({
      first_name: 'Ana',
      last_name: 'López',
      phone: '7123-4567',
    });
  });
});
