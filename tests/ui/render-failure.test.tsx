import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    await failure.expectShownInPlace(user);

    expect(failure.consoleError).toHaveBeenCalledTimes(1);
    const logged = failure.logged();
    expect(logged).toContain('TypeError');
    expect(logged).toContain('No se pudo mostrar el DUI [redactado] de [redactado]');
    expect(logged).not.toContain(personal.dui);
    expect(logged).not.toContain(personal.email);
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
