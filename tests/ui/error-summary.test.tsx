import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainFormPage } from '../../src/submission/adapters/server/plain-form-page';
import type { ApplicationForm } from '../../src/applications/domain/stored-application';
import { validateApplicationForm } from '../../src/submission/domain/rules/application-rules';
import {
  FIELD_REQUIRED,
  INCOMPLETE_NIT,
} from '../../src/submission/domain/rules/validation-messages';
import { INVALID_FORM_ALERT } from '../../src/submission/domain/submission-messages';
import { validForm } from '../support/application-fixtures';
import { fillForm, field, renderPage, submitButton } from '../support/render-page';

const summary = async () => screen.findByRole('alert', { name: INVALID_FORM_ALERT });

const linksOf = (element: Element) =>
  [...element.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

/** The summary of the server's page for a form sent without JavaScript, as a browser reads it. */
function plainPageSummary(values: ApplicationForm): Element {
  const html = plainFormPage({ values, errors: validateApplicationForm(values) });
  const page = new DOMParser().parseFromString(html, 'text/html');
  return page.querySelector('[role="alert"]')!;
}

describe("the form's error summary", () => {
  it('names the optional NIT and what is wrong with it when it is the only field in error', async () => {
    const { user, repository } = renderPage();
    await fillForm(user, validForm({ nit: '0614-0512' }));
    await user.click(submitButton());

    const alert = await summary();
    expect(within(alert).getByRole('heading')).toHaveTextContent(INVALID_FORM_ALERT);
    expect(linksOf(alert)).toEqual([[`NIT: ${INCOMPLETE_NIT}`, '#campo-nit']]);
    expect(field('nit')).toHaveFocus();
    expect(repository.savedApplications()).toEqual([]);
  });

  it('lists every field in error and takes the applicant to the one a link names', async () => {
    const { user } = renderPage();
    await user.type(field('first_name'), 'Ana');
    await user.click(submitButton());

    const alert = await summary();
    expect(linksOf(alert)).toEqual([
      [`Apellidos: ${FIELD_REQUIRED}`, '#campo-last_name'],
      [`Razón Social: ${FIELD_REQUIRED}`, '#campo-company'],
      [`Teléfono: ${FIELD_REQUIRED}`, '#campo-phone'],
      [`DUI: ${FIELD_REQUIRED}`, '#campo-dui'],
      [`Correo electrónico: ${FIELD_REQUIRED}`, '#campo-email'],
      [`Dirección: ${FIELD_REQUIRED}`, '#campo-address'],
      [`Términos y condiciones: ${FIELD_REQUIRED}`, '#campo-terms'],
    ]);

    await user.click(within(alert).getByRole('link', { name: /^DUI/ }));
    expect(field('dui')).toHaveFocus();
    await user.type(field('dui'), '024950463');
    expect(within(alert).queryByRole('link', { name: /^DUI/ })).not.toBeInTheDocument();
  });

  it('goes once every field is right', async () => {
    const { user } = renderPage();
    await fillForm(user, validForm({ nit: '0614-0512' }));
    await user.click(submitButton());
    await summary();

    await user.type(field('nit'), '861294');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['only the NIT wrong', validForm({ nit: '0614-0512' })],
    ['several fields wrong', validForm({ last_name: '', dui: '02495046-4', terms: false })],
  ])('lists what the plain form without JavaScript lists: %s', async (_, values) => {
    const { user } = renderPage();
    await fillForm(user, values);
    await user.click(submitButton());

    const plain = plainPageSummary(values);
    expect(plain.querySelector('h2')?.textContent).toBe(INVALID_FORM_ALERT);
    expect(linksOf(plain).length).toBeGreaterThan(0);
    expect(linksOf(await summary())).toEqual(linksOf(plain));
  });
});
