import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/pages/public/app-root';
import { RemoteSubmitApplication } from '../../src/submission/adapters/http/remote-submit-application';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/submission/domain/intake-replies';
import { validForm } from '../support/application-fixtures';
import { seededRandom } from '../support/deterministic';
import { networkTripwire } from '../support/network-tripwire';
import { pageRootOptions } from '../support/page-root-options';
import { fillForm, field, submitButton } from '../support/render-page';

/** The intake answers each request with the next of these (the last one again after that). */
function intakeAnswers(...statuses: (201 | 503)[]) {
  let turn = 0;
  networkTripwire.answer(
    http.post('*/api/solicitudes', () => {
      const status = statuses[Math.min(turn++, statuses.length - 1)];
      return status === 201
        ? HttpResponse.json(
            { outcome: 'stored', id: `SOL${4820 + turn}`, submittedAt: '2026-03-14T15:09:26.000Z' },
            { status },
          )
        : HttpResponse.json({ outcome: 'failed' }, { status });
    }),
  );
}

const keysSent = () =>
  networkTripwire.requestsSeen().map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));

/** The public page with the server's intake, as a Firestore build composes it. */
function renderWithServer() {
  const submitApplication = new RemoteSubmitApplication({ random: seededRandom(11) });
  render(<AppRoot submitApplication={submitApplication} demoMode={false} />, pageRootOptions);
  return userEvent.setup();
}

describe('the public page sending to the server intake, one form under one key', () => {
  it('sends nothing for a form that breaks a rule, and asks for no token: the page checks it for the person typing', async () => {
    let issued = 0;
    const submitApplication = new RemoteSubmitApplication({
      random: seededRandom(11),
      appCheckToken: async () => `t${++issued}`,
    });
    render(<AppRoot submitApplication={submitApplication} demoMode={false} />, pageRootOptions);
    const user = userEvent.setup();
    await fillForm(user, validForm({ dui: '12345678-9', terms: false }));

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor completa todos los campos requeridos.',
    );
    expect(field('dui')).toHaveAccessibleDescription(/El DUI no es válido/);
    expect(field('terms')).toHaveAttribute('aria-invalid', 'true');
    expect(field('first_name')).toHaveAttribute('aria-invalid', 'false');
    expect(networkTripwire.requestsSeen()).toEqual([]);
    expect(issued).toBe(0);
  });

  it('tries once more under the same key, then shows the failure with everything typed kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    intakeAnswers(503);
    const user = renderWithServer();
    await fillForm(user);

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error al enviar el formulario',
    );
    expect(keysSent()).toHaveLength(2);
    expect(keysSent()[1]).toBe(keysSent()[0]);
    expect(field('dui')).toHaveValue(validForm().dui);
  });

  it('shows the number the retry got, sends the same form again under its key, and a new form under a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    intakeAnswers(503, 503, 503, 201, 201);
    const user = renderWithServer();
    await fillForm(user);

    await user.click(submitButton());
    await screen.findByRole('alert');
    // The applicant tries again: the same form, so the same key (the server may have it).
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('SOL4824');

    await user.click(screen.getByRole('button', { name: 'Llenar otra solicitud' }));
    await fillForm(user, validForm({ first_name: 'Luis', dui: '04471823-9' }));
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('SOL4825');

    const keys = keysSent();
    expect(keys).toHaveLength(5);
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[4]).not.toBe(keys[0]);
  });
});
