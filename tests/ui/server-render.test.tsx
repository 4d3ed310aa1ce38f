// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/app/app-root';
import { createContainer } from '../../src/app/container';

describe('server rendering (the page is prerendered at build time)', () => {
  it('renders the whole page without window or document', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<AppRoot container={createContainer({ storage: 'memory' })} demoMode />);

    expect(html).toContain('Formulario primer paso');
    expect(html).toContain('name="dui"');
    expect(html).toContain('Modo demostración');
    expect(html).not.toContain('Campo requerido');
  });
});
