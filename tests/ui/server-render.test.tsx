// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/pages/public/app-root';
import { createContainer, resolvePublicUseCases } from '../../src/pages/public/container';
import { DEMO_NEEDS_SCRIPT } from '../../src/submission/domain/submission-messages';
import { INTAKE_PATH } from '../../src/submission/domain/intake-answer';
import { APPLICATION_FIELDS } from '../../src/applications/domain/stored-application';

describe('server rendering (the page is prerendered at build time)', () => {
  it('renders the whole page without window or document', () => {
    expect(typeof window).toBe('undefined');
    const submitApplication = resolvePublicUseCases(
      createContainer({ storage: 'memory' }),
    ).submitApplication;
    const html = renderToString(<AppRoot submitApplication={submitApplication} demoMode />);

    expect(html).toContain('Formulario primer paso');
    expect(html).toContain('name="dui"');
    expect(html).toContain('Modo demostración');
    expect(html).not.toContain('Campo requerido');
    // Demo mode has no server: the static form cannot be sent before the page hydrates, and
    // without JavaScript the page says the demo needs it.
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toMatch(/<form class="application-form"[^>]*method="post"/);
    expect(html).not.toContain('action=');
    expect(html).toContain(`<noscript><p class="notice notice--error">${DEMO_NEEDS_SCRIPT}`);
  });

  it('with a server, the static form posts to the intake and can be sent before (or without) its script', () => {
    const submitApplication = resolvePublicUseCases(
      createContainer({ storage: 'memory' }),
    ).submitApplication;
    const html = renderToString(<AppRoot submitApplication={submitApplication} demoMode={false} />);

    const form = /<form class="application-form"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain(`action="${INTAKE_PATH}"`);
    expect(form).toContain('method="post"');
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
    expect(html).not.toContain(DEMO_NEEDS_SCRIPT);
    // What the server reads: the spec's names, the checkbox and the hidden field.
    for (const name of [...APPLICATION_FIELDS, 'website']) expect(html).toContain(`name="${name}"`);
  });
});
