import { render, screen, within } from '@testing-library/react';
import type { SubmittedApplication } from '../../src/submission/application/submitted-application';
import { SubmissionReceipt } from '../../src/submission/ui/submission-receipt';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillForm, renderPage, submitButton } from '../support/render-page';

async function submitValidApplication(user: UserEvent): Promise<HTMLElement> {
  await fillForm(user);
  await user.click(submitButton());
  return screen.findByRole('status');
}

const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.restoreAllMocks();
  getSelection()?.removeAllRanges();
});

describe('the receipt after a successful submit', () => {
  it('offers copy, print and another application, and nothing that could send the emptied form', async () => {
    const { user } = renderPage();
    await submitValidApplication(user);

    expect(screen.getAllByRole('button').map((element) => element.textContent)).toEqual([
      'Copiar número',
      'Imprimir comprobante',
      'Llenar otra solicitud',
    ]);
    for (const element of screen.getAllByRole('button'))
      expect(element).toHaveAttribute('type', 'button');
  });

  it("says whose it is, and heads the printed copy with the cooperative's name and its title", async () => {
    const { user } = renderPage();
    const receipt = await submitValidApplication(user);

    expect(receipt).toHaveTextContent('Solicitante: Ana María Hernández López');
    const letterhead = receipt.previousElementSibling;
    expect(letterhead).toHaveTextContent(
      'Cooperativa de Ahorro y Crédito Primer Paso de R.L.Comprobante de solicitud',
    );
  });

  it("shows no link to choose a talk, whatever the answer held: only the e-mail carries it, within its mailbox's budget", () => {
    // An answer as the server once gave it, with the link's path beside the number.
    const answer = {
      id: 'SOL4821',
      submittedAt: new Date('2026-03-14T15:09:26.000Z'),
      talkChoicePath: '/charla/elegir/abc',
    } as SubmittedApplication;
    render(
      <SubmissionReceipt
        submitted={answer}
        applicantName="Ana María Hernández López"
        onStartAnother={() => undefined}
      />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('SOL4821');
    expect(screen.queryByRole('link', { name: 'Elegir mi charla informativa' })).toBeNull();
    expect(document.querySelector('a[href*="/charla/"]')).toBeNull();
  });

  it('carries the private status link: its whole address as text in the slip (for the printed copy), the link and WhatsApp (naming only the number) after the buttons', () => {
    const token = 'a'.repeat(43);
    render(
      <SubmissionReceipt
        submitted={{
          id: 'SOL4821',
          submittedAt: new Date('2026-03-14T15:09:26.000Z'),
          statusPath: `/estado/${token}`,
        }}
        applicantName="Ana María Hernández López"
        onStartAnother={() => undefined}
      />,
    );

    const url = `${window.location.origin}/estado/${token}`;
    expect(screen.getByRole('status')).toHaveTextContent(url);
    // The slip holds no link: a second tap where the submit button was lands on text.
    expect(within(screen.getByRole('status')).queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('link', { name: '¿En qué va mi solicitud?' })).toHaveAttribute(
      'href',
      url,
    );
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/503\d{8}\?text=.*SOL4821\.$/),
    );
  });

  it('says, when the server stored it but gave no link, that the link comes by e-mail and Perdí el enlace sends a new one', () => {
    render(
      <SubmissionReceipt
        submitted={{
          id: 'SOL4821',
          submittedAt: new Date('2026-03-14T15:09:26.000Z'),
          viaServer: true,
        }}
        applicantName="Ana María Hernández López"
        onStartAnother={() => undefined}
      />,
    );

    const lostLink = `${window.location.origin}/estado/perdi-el-enlace`;
    expect(screen.getByRole('status')).toHaveTextContent('te enviamos por correo');
    expect(screen.getByRole('status')).toHaveTextContent(lostLink);
    expect(screen.getByRole('status')).not.toHaveTextContent('demostración');
    expect(screen.getByRole('link', { name: 'Perdí el enlace' })).toHaveAttribute('href', lostLink);
  });

  it('says in demo mode (no server) that the status page needs the cooperative’s server, with no dead link', async () => {
    const { user } = renderPage();
    const receipt = await submitValidApplication(user);

    expect(receipt).toHaveTextContent('Con el servidor de la cooperativa, aquí verías un enlace');
    expect(document.querySelector('a[href*="/estado/"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Perdí el enlace' })).toBeNull();
  });

  it('stays, number and all, through Enter and clicks on the receipt', async () => {
    const { user, repository } = renderPage();
    const receipt = await submitValidApplication(user);

    await user.keyboard('{Enter}');
    await user.click(receipt);
    await user.dblClick(receipt);
    await user.keyboard('{Enter}');

    expect(screen.getByRole('status')).toBe(receipt);
    expect(receipt).toHaveTextContent(/^Formulario enviado con éxito/);
    expect(receipt).toHaveTextContent('SOL4821');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it('copies the number to the clipboard and says so politely', async () => {
    const { user } = renderPage();
    await submitValidApplication(user);

    await user.click(button('Copiar número'));

    expect(await navigator.clipboard.readText()).toBe('SOL4821');
    const feedback = await screen.findByText('Número copiado');
    expect(feedback).toHaveAttribute('aria-live', 'polite');
  });

  it('selects the number and says how to copy it when the browser refuses the clipboard', async () => {
    const { user } = renderPage();
    await submitValidApplication(user);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );

    await user.click(button('Copiar número'));

    expect(
      await screen.findByText(/^No se pudo copiar: el número quedó seleccionado/),
    ).toHaveAttribute('aria-live', 'polite');
    expect(getSelection()?.toString()).toBe('SOL4821');
  });

  it('selects the number too when there is no clipboard at all (a page not served over HTTPS)', async () => {
    const { user } = renderPage();
    await submitValidApplication(user);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);

    await user.click(button('Copiar número'));

    expect(await screen.findByText(/^No se pudo copiar/)).toBeInTheDocument();
    expect(getSelection()?.toString()).toBe('SOL4821');
  });

  it('opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderPage();
    await submitValidApplication(user);

    await user.click(button('Imprimir comprobante'));

    expect(print).toHaveBeenCalledTimes(1);
  });

  it("in demo mode, says where the demo's inbox shows it, in another tab, outside the printed slip", () => {
    const submittedAt = new Date('2026-03-14T15:09:26.000Z');
    const { unmount } = render(
      <SubmissionReceipt
        submitted={{
          id: 'SOL4821',
          submittedAt,
          demoInbox: { shared: true, path: '/personal/buscar/SOL4821' },
        }}
        applicantName="Ana María Hernández López"
        onStartAnother={() => undefined}
      />,
    );
    const link = screen.getByRole('link', {
      name: 'ábrela en la bandeja del personal, en otra pestaña',
    });
    expect(link).toHaveAttribute('href', '/personal/buscar/SOL4821');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('p')).toHaveTextContent(
      'Demostración: para ver SOL4821 como la ve el personal',
    );
    expect(screen.getByRole('status')).not.toContainElement(link);
    unmount();

    render(
      <SubmissionReceipt
        submitted={{ id: 'SOL4821', submittedAt, demoInbox: { shared: false } }}
        applicantName="Ana María Hernández López"
        onStartAnother={() => undefined}
      />,
    );
    expect(
      screen.getByText(/este navegador no deja que esta página pase SOL4821 a la bandeja/),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /bandeja del personal/ })).toBeNull();
  });
});
