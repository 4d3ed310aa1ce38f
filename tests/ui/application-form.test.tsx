import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/pages/public/app-root';
import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { AddressLimitReachedError } from '../../src/submission/domain/address-quota';
import { TYPED_FIELDS } from '../../src/applications/domain/stored-application';
import { HIDDEN_CHARACTERS } from '../../src/submission/domain/rules/validation-messages';
import { IntakeUnavailableError } from '../../src/submission/adapters/http/remote-submit-application';
import type { SubmitApplicationUseCase } from '../../src/submission/ui/submit-application-context';
import { newlySaved, UnreachableRepository, validForm } from '../support/application-fixtures';
import { allApplicationIds, randomDrawing } from '../support/deterministic';
import { pageRootOptions } from '../support/page-root-options';
import { fillForm, field, renderPage, submitButton } from '../support/render-page';

const SPEC_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'phone',
  'dui',
  'nit',
  'email',
  'address',
  'message',
  'terms',
] as const;

describe('Formulario primer paso', () => {
  it('gives every spec field a labelled control named as in the spec, and one submit button', () => {
    renderPage();
    for (const name of SPEC_FIELDS) expect(field(name)).toHaveAttribute('name', name);
    expect(screen.getByLabelText(/^Razón Social/)).toHaveAttribute('name', 'company');
    expect(field('terms')).toHaveAttribute('type', 'checkbox');
    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it("shows 'Campo requerido' only once a required field has been touched", async () => {
    const { user } = renderPage();
    expect(screen.queryByText('Campo requerido')).not.toBeInTheDocument();

    await user.click(field('first_name'));
    expect(screen.queryByText('Campo requerido')).not.toBeInTheDocument();
    await user.tab();

    expect(screen.getAllByText('Campo requerido')).toHaveLength(1);
    expect(field('first_name')).toHaveAccessibleDescription('Campo requerido');
    expect(field('first_name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('first_name'), 'Ana');
    expect(field('first_name')).toHaveAttribute('aria-invalid', 'false');
    expect(field('first_name')).not.toHaveAccessibleDescription('Campo requerido');
    // Leaving last_name on the way back touched it, so it now says so too.
    expect(field('last_name')).toHaveAccessibleDescription('Campo requerido');
  });

  it("says 'Campo requerido' for an e-mail with ? & = % (a hidden Bcc in a mailto link)", async () => {
    const { user } = renderPage();
    await user.type(field('email'), 'ana.lopez%40gmail.com?bcc=espia%40evil.example&x=1@gmail.com');
    await user.tab();
    expect(field('email')).toHaveAccessibleDescription(/^Campo requerido/);
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('never shows a message for the optional fields when left empty', async () => {
    const { user } = renderPage();
    await user.click(field('nit'));
    await user.click(field('message'));
    await user.tab();
    expect(screen.queryByText('Campo requerido')).not.toBeInTheDocument();
  });

  it("says 'Campo requerido' for a name of Unicode spaces only, and keeps what was typed", async () => {
    const { user } = renderPage();
    await user.click(field('first_name'));
    await user.paste('\u00a0\u3000\u2028');
    await user.tab();
    expect(field('first_name')).toHaveAccessibleDescription('Campo requerido');
    expect(field('first_name')).toHaveValue('\u00a0\u3000\u2028');
  });

  it("says 'Escribe solo tu nombre' beside a name that writes a link, and sends nothing", async () => {
    const { user, repository } = renderPage();
    await fillForm(user);
    await user.clear(field('first_name'));
    await user.type(field('first_name'), 'Ganaste: entra a bono-coop.example');
    await user.tab();
    expect(field('first_name')).toHaveAccessibleDescription('Escribe solo tu nombre');
    expect(field('first_name')).toHaveAttribute('aria-invalid', 'true');

    await user.click(submitButton());
    expect(repository.savedApplications()).toEqual([]);

    await user.clear(field('first_name'));
    await user.type(field('first_name'), 'Ma. José');
    await user.tab();
    expect(field('first_name')).not.toHaveAccessibleDescription('Escribe solo tu nombre');
  });

  it('says an address holds invisible or control characters, and keeps what was typed', async () => {
    const { user } = renderPage();
    await user.click(field('address'));
    await user.paste('3.ª Avenida Norte\u202e #5, Suchitoto');
    await user.tab();
    expect(field('address')).toHaveAccessibleDescription(
      expect.stringContaining(HIDDEN_CHARACTERS),
    );
    expect(field('address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('address')).toHaveValue('3.ª Avenida Norte\u202e #5, Suchitoto');
  });

  it("shows a wrong DUI check digit instead of 'Campo requerido'", async () => {
    const { user } = renderPage();
    await user.type(field('dui'), '024950464');
    await user.tab();
    expect(field('dui')).toHaveAccessibleDescription(/El DUI no es válido/);
    expect(screen.queryByText('Campo requerido')).not.toBeInTheDocument();
  });

  it('rejects an invalid form: the alert, nothing saved, focus on the first invalid field', async () => {
    const { user, repository } = renderPage();
    await user.type(field('first_name'), 'Ana');

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor completa todos los campos requeridos.',
    );
    expect(repository.savedApplications()).toEqual([]);
    expect(field('last_name')).toHaveFocus();
    expect(screen.getAllByText('Campo requerido').length).toBeGreaterThanOrEqual(6);
  });

  it('saves a valid application and puts a receipt in place of the form: the message, the number, the date, what to bring, where', async () => {
    const { user, repository } = renderPage();
    await fillForm(user);

    await user.click(submitButton());

    const receipt = await screen.findByRole('status');
    expect(receipt.textContent).toMatch(/^Formulario enviado con éxito/);
    expect(within(receipt).getByText('SOL4821')).toBeInTheDocument();
    // 15:09 UTC is 9:09 in El Salvador (UTC-6, no daylight saving time).
    expect(within(receipt).getByText(/^14 de marzo de 2026\D+9:09/)).toHaveAttribute(
      'datetime',
      '2026-03-14T15:09:26.000Z',
    );
    expect(receipt).toHaveTextContent(/recibo de agua/);
    expect(receipt).toHaveTextContent('$15.00');
    expect(receipt).toHaveTextContent('Cooperativa de Ahorro y Crédito Primer Paso de R.L.');
    expect(receipt).toHaveTextContent(
      '2.ª Calle Oriente n.º 14, Barrio El Centro, Suchitoto, Cuscatlán, El Salvador',
    );
    expect(receipt).toHaveTextContent(
      'Horario de atención: Lunes a viernes de 8:00 a. m. a 4:00 p. m.',
    );
    expect(receipt).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar solicitud/ })).not.toBeInTheDocument();
    expect(repository.savedApplications()).toEqual([
      newlySaved('SOL4821', new Date('2026-03-14T15:09:26.000Z')),
    ]);
  });

  it('has emptied the form when the applicant asks for another one, and puts focus on its first field', async () => {
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await screen.findByRole('status');

    await user.click(screen.getByRole('button', { name: 'Llenar otra solicitud' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    for (const name of SPEC_FIELDS.filter((n) => n !== 'terms'))
      expect(field(name)).toHaveValue('');
    expect(field('terms')).not.toBeChecked();
    expect(field('first_name')).toHaveFocus();
    expect(screen.queryByText('Campo requerido')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps everything typed and logs no personal data when the save fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage({ repository: new UnreachableRepository() });
    await fillForm(user);

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error al enviar el formulario',
    );
    const form = validForm();
    expect(field('first_name')).toHaveValue(form.first_name);
    expect(field('dui')).toHaveValue(form.dui);
    expect(field('nit')).toHaveValue(form.nit);
    expect(field('message')).toHaveValue(form.message);
    expect(field('terms')).toBeChecked();
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(consoleError.mock.calls);
    expect(logged).toContain('storage unreachable');
    for (const personal of [
      form.dui,
      form.nit,
      form.phone,
      form.email,
      form.first_name,
      form.address,
    ]) {
      expect(logged).not.toContain(personal);
    }
  });

  it('shows the failure message, not an overwrite, when every application number is taken', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const repository = new InMemoryApplicationRepository();
    // Every number held (the demo sweeps for a free one once its draws are taken).
    for (const id of allApplicationIds())
      await repository.create(newlySaved(id, new Date(0), validForm({ first_name: 'Primera' })));
    const { user } = renderPage({ repository });
    await fillForm(user);

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ocurrió un error al enviar el formulario');
    expect(alert).toHaveFocus();
    expect(repository.savedApplications()).toHaveLength(9000);
    expect(repository.savedApplications().every((a) => a.first_name === 'Primera')).toBe(true);
    expect(field('first_name')).toHaveValue('Ana María');
  });

  it('disables the button while sending and saves once on a double click', async () => {
    // The save waits for the test, not for a guess of how long the double click takes.
    const repository = new HeldRepository();
    const { user } = renderPage({ repository });
    await fillForm(user);

    await user.dblClick(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Enviando solicitud…');
    repository.release();
    expect(await screen.findByRole('status')).toHaveTextContent('SOL4821');
    expect(repository.savedApplications()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Enviar solicitud/ })).not.toBeInTheDocument();
  });

  it('lets the applicant send a second application after the first', async () => {
    const { user, repository } = renderPage({ random: randomDrawing(4821, 5555) });
    await fillForm(user);
    await user.click(submitButton());
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Llenar otra solicitud' }));

    await fillForm(user, validForm({ first_name: 'Luis', dui: '04471823-9' }));
    expect(field('phone')).toHaveValue('7123-4567');
    expect(field('dui')).toHaveValue('04471823-9');
    expect(field('nit')).toHaveValue('0614-051286-129-4');
    await user.click(submitButton());

    await waitFor(() =>
      expect(repository.savedApplications().map((a) => a.id)).toEqual(['SOL4821', 'SOL5555']),
    );
    expect(screen.getByRole('status')).toHaveTextContent('SOL5555');
  });
});

/** The in-memory store, whose saves wait until the test lets them through. */
class HeldRepository extends InMemoryApplicationRepository {
  private open = () => {};
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));

  release() {
    this.open();
  }

  override async create(...args: Parameters<InMemoryApplicationRepository['create']>) {
    await this.gate;
    return super.create(...args);
  }
}

/** The page in front of a server intake that refuses every submit with this error. */
function renderRefusedBy(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const refusing: SubmitApplicationUseCase = {
    execute: () => Promise.reject(error),
    prepare: () => undefined,
  };
  render(<AppRoot submitApplication={refusing} demoMode={false} />, pageRootOptions);
  return { user: userEvent.setup() };
}

function expectEverythingTypedKept() {
  const form = validForm();
  for (const name of TYPED_FIELDS) expect(field(name)).toHaveValue(form[name]);
  expect(field('terms')).toBeChecked();
}

describe('a submit the server intake refuses', () => {
  it('tells an applicant past the per-connection limit so, not that something broke, and keeps the form', async () => {
    const { user } = renderRefusedBy(new AddressLimitReachedError('too many from 203.0.113.7'));
    await fillForm(user);

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Se enviaron demasiadas solicitudes desde esta conexión');
    expect(alert).toHaveTextContent(/Vuelve a enviarlo dentro de una hora/);
    expect(alert).toHaveTextContent('2335-1200');
    expect(alert).not.toHaveTextContent('Ocurrió un error al enviar el formulario');
    expect(alert).toHaveFocus();
    expectEverythingTypedKept();
    expect(submitButton()).toBeEnabled();
  });

  it("shows the spec's failure message for any other refusal, and keeps the form", async () => {
    const { user } = renderRefusedBy(new IntakeUnavailableError('The intake could not store it'));
    await fillForm(user);

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ocurrió un error al enviar el formulario');
    expect(alert).not.toHaveTextContent('Se enviaron demasiadas solicitudes');
    expectEverythingTypedKept();
  });
});

describe('anti-bot honeypot', () => {
  it('is hidden from people: not announced and not in the tab order', () => {
    renderPage();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: /Sitio web/ })).not.toBeInTheDocument();
  });

  it('shows a bot the usual success and saves nothing', async () => {
    const { user, repository } = renderPage();
    await fillForm(user);
    await user.type(
      document.querySelector<HTMLInputElement>('input[name="website"]')!,
      'https://spam.example',
    );

    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Formulario enviado con éxito');
    expect(repository.savedApplications()).toEqual([]);
  });
});

describe('storage warm-up', () => {
  it('asks storage to get ready when the applicant first focuses the form, not before', async () => {
    const repository = Object.assign(new InMemoryApplicationRepository(), { prepare: vi.fn() });
    const { user } = renderPage({ repository });
    expect(repository.prepare).not.toHaveBeenCalled();

    await user.click(field('first_name'));

    expect(repository.prepare).toHaveBeenCalled();
  });
});

describe('input masks', () => {
  it.each(['+503 7123 4567', '(503) 7123-4567', '503 71234567', '00503 7123 4567'])(
    'keeps the 8 digits of a phone pasted with the country code: %s',
    async (pasted) => {
      const { user } = renderPage();
      await user.click(field('phone'));
      await user.paste(pasted);
      expect(field('phone')).toHaveValue('7123-4567');
    },
  );

  it.each(['50371234567', '+503 7123 4567', '00503 7123-4567'])(
    'keeps the 8 digits of a phone typed key by key with the country code first: %s',
    async (typed) => {
      const { user } = renderPage();
      await user.type(field('phone'), typed);
      expect(field('phone')).toHaveValue('7123-4567');
      await user.tab();
      expect(field('phone')).toHaveAttribute('aria-invalid', 'false');
      expect(field('phone')).not.toHaveAccessibleDescription(/debe empezar/);
    },
  );

  it('holds the country code while the number is typed after it, and drops it when erased', async () => {
    const { user } = renderPage();
    await user.type(field('phone'), '5037123');
    expect(field('phone')).toHaveValue('503 7123');
    // Four digits and the space after the code.
    await user.type(field('phone'), '{Backspace>5/}');
    expect(field('phone')).toHaveValue('503');
    await user.type(field('phone'), '{Backspace}');
    expect(field('phone')).toHaveValue('50');
    await user.type(field('phone'), '71234567');
    expect(field('phone')).toHaveValue('5071-2345');
  });

  it('goes back to the 8-digit mask once the box is cleared', async () => {
    const { user } = renderPage();
    await user.type(field('phone'), '503712');
    await user.clear(field('phone'));
    await user.type(field('phone'), '71234567');
    expect(field('phone')).toHaveValue('7123-4567');
  });

  it('formats the phone as 0000-0000, ignoring letters and stopping at 8 digits', async () => {
    const { user } = renderPage();
    await user.type(field('phone'), 'tel 7123abc45678999');
    expect(field('phone')).toHaveValue('7123-4567');
  });

  it('formats the DUI as 00000000-0', async () => {
    const { user } = renderPage();
    await user.type(field('dui'), 'x0249504637');
    expect(field('dui')).toHaveValue('02495046-3');
  });

  it('formats the NIT as 0000-000000-000-0', async () => {
    const { user } = renderPage();
    await user.type(field('nit'), '06140512861294000');
    expect(field('nit')).toHaveValue('0614-051286-129-4');
  });
});
