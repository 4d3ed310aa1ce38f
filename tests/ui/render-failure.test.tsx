import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from '../../src/shared/ui/root-error-boundary';
import { catchPageFailure, reloadButton } from '../support/page-failure';
import { pageRootOptions } from '../support/page-root-options';
import { renderPage } from '../support/render-page';

const personal = vi.hoisted(() => ({ dui: '04567890-1', email: 'ana.lopez@example.com' }));

// The part of the page that renders in the browser (the form) breaks while rendering, and quotes
// personal data in its error.
vi.mock('../../src/submission/ui/application-fields', () => ({
  ApplicationFields: () => {
    throw new TypeError(`No se pudo mostrar el DUI ${personal.dui} de ${personal.email}`);
  },
}));

const FAILURE_TITLE = 'Algo salió mal al mostrar esta página.';

function Broken(): never {
  throw new Error('roto');
}

afterEach(() => vi.unstubAllGlobals());

describe('a public page that fails to render', () => {
  it('shows a message and a reload button in its place, and logs the error redacted', async () => {
    const failure = catchPageFailure();
    const { user } = renderPage();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Recarga la página para intentarlo de nuevo',
    );
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).not.toBeInTheDocument();
    // Under the form's own heading (an h2), and the page's one h1 stays the page's.
    const heading = screen.getByRole('heading', { level: 3, name: FAILURE_TITLE });
    expect(screen.getByRole('alert')).toContainElement(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).not.toContainEqual(heading);
    // It failed as the page loaded: focus (and the scroll) stay where the visitor left them.
    expect(document.body).toHaveFocus();
    await user.click(reloadButton());
    expect(failure.reload).toHaveBeenCalledTimes(1);

    expect(failure.consoleError).toHaveBeenCalledTimes(1);
    const logged = failure.logged();
    expect(logged).toContain('TypeError');
    expect(logged).toContain('No se pudo mostrar el DUI [redactado] de [redactado]');
    expect(logged).not.toContain(personal.dui);
    expect(logged).not.toContain(personal.email);
  });
});

/** An input that renders until the visitor types into it, then breaks. */
function BreaksOnTyping() {
  const [typed, setTyped] = useState('');
  if (typed !== '') throw new Error('roto');
  return (
    <input aria-label="Nombres" value={typed} onChange={(event) => setTyped(event.target.value)} />
  );
}

function renderPart() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <>
      <button type="button">Fuera del formulario</button>
      <div data-testid="part">
        <RootErrorBoundary around="part" reload={() => undefined}>
          <BreaksOnTyping />
        </RootErrorBoundary>
      </div>
    </>,
    pageRootOptions,
  );
}

describe('the error boundary around one part of a page', () => {
  it('moves focus to its message when the visitor was in the part that failed', async () => {
    renderPart();
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Nombres' }), 'A');

    expect(screen.getByRole('heading', { level: 3, name: FAILURE_TITLE })).toHaveFocus();
  });

  it('leaves focus where it is when the visitor was elsewhere on the page', async () => {
    renderPart();
    const outside = screen.getByRole('button', { name: 'Fuera del formulario' });
    outside.focus();

    // The part fails while the visitor is on the button (as a late update would make it).
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombres' }), {
      target: { value: 'A' },
    });

    expect(await screen.findByRole('heading', { level: 3, name: FAILURE_TITLE })).toBeVisible();
    expect(outside).toHaveFocus();
  });
});

describe('the root error boundary', () => {
  it('calls the reload it is given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(
      <RootErrorBoundary reload={reload}>
        <Broken />
      </RootErrorBoundary>,
      pageRootOptions,
    );

    await userEvent.setup().click(reloadButton());

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('adds nothing to the HTML of a page that renders', () => {
    const page = <p>Formulario primer paso</p>;
    const wrapped = <RootErrorBoundary>{page}</RootErrorBoundary>;
    expect(renderToString(wrapped)).toBe(renderToString(page));
  });
});
