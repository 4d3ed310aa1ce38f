// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/pages/public/app-root';
import { createContainer, resolvePublicUseCases } from '../../src/pages/public/container';

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
    // The static form cannot be sent before the page hydrates: no data ever goes out as a plain
    // form.
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toMatch(/<form class="application-form"[^>]*method="post"/);
  });
});
