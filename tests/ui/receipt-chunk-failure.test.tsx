import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validForm } from '../support/application-fixtures';
import { field, fillForm, renderPage, submitButton } from '../support/render-page';

// The receipt is a chunk of its own (src/submission/ui/load-submission-receipt.ts). Here its fetch
// fails, as a dropped connection makes a browser's dynamic import fail, until the test lets it
// through.
const chunk = vi.hoisted(() => ({ reachable: false }));
vi.mock('../../src/submission/ui/submission-receipt', async (importOriginal) => {
  if (!chunk.reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe("a submission when the receipt's code cannot be fetched", () => {
  it('says it failed, stores nothing and keeps what was typed; sent again once the connection is back, it is stored once and shows its receipt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, repository } = renderPage();
    const form = validForm();
    await fillForm(user, form);

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error al enviar el formulario',
    );
    expect(repository.savedApplications()).toEqual([]);
    expect(field('first_name')).toHaveValue(form.first_name);
    expect(field('terms')).toBeChecked();

    chunk.reachable = true;
    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Formulario enviado con éxito');
    expect(repository.savedApplications()).toHaveLength(1);
  });
});
