import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AppConfig } from '../../src/pages/shared/app-config';
import { AppRoot } from '../../src/pages/public/app-root';
import {
  createContainer,
  type ContainerOverrides,
  resolvePublicUseCases,
} from '../../src/pages/public/container';
import type {
  ApplicationField,
  ApplicationForm,
} from '../../src/applications/domain/stored-application';
import { TYPED_FIELDS } from '../../src/applications/domain/stored-application';
import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { validForm } from './application-fixtures';
import { fixedClock, randomDrawing } from './deterministic';
import { pageRootOptions } from './page-root-options';

/**
 * Renders the whole page wired through the real composition root, with the error reporting
 * main.tsx gives React. Demo storage by default (an in-memory repository the test can inspect);
 * pass a config to use another adapter.
 */
export function renderPage(
  overrides: ContainerOverrides = {},
  config: AppConfig = { storage: 'memory' },
) {
  const repository = new InMemoryApplicationRepository();
  const clock = overrides.clock ?? fixedClock();
  const container = createContainer(config, {
    random: randomDrawing(4821),
    clock,
    ...(config.storage === 'memory' ? { repository } : {}),
    ...overrides,
  });
  const user = userEvent.setup();
  const submitApplication = resolvePublicUseCases(container).submitApplication;
  render(
    <AppRoot submitApplication={submitApplication} demoMode={false} clock={clock} />,
    pageRootOptions,
  );
  return { user, repository };
}

const LABELS: Record<ApplicationField, RegExp> = {
  first_name: /^Nombres/,
  last_name: /^Apellidos/,
  company: /^Razón Social/,
  phone: /^Teléfono/,
  dui: /^DUI/,
  nit: /^NIT/,
  email: /^Correo electrónico/,
  address: /^Dirección/,
  message: /^Comentarios/,
  terms: /Acepto los términos/,
};

export function field(name: ApplicationField): HTMLInputElement {
  return screen.getByLabelText(LABELS[name]);
}

export const submitButton = () => screen.getByRole('button', { name: /Enviar solicitud|Enviando/ });

/** Types a whole application the way a visitor would: field by field, then ticks the terms. */
export async function fillForm(user: UserEvent, values: ApplicationForm = validForm()) {
  for (const name of TYPED_FIELDS) {
    if (values[name] !== '') await user.type(field(name), values[name]);
  }
  if (values.terms) await user.click(field('terms'));
}
