import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../support/render-page';
import { fixedClock } from '../support/deterministic';
import { focusFirstFieldFromFormLink } from '../../src/landing/ui/form-link';
import { showOfficeYear } from '../../src/landing/ui/office-year';
import { LandingPage } from '../../src/landing/ui/landing-page';

describe('the landing page (spec §1 and §2)', () => {
  it('has a navigation bar with a home link and the street address', () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: /Cooperativa Primer Paso/ })).toHaveAttribute(
      'href',
      '/',
    );
    expect(nav).toHaveTextContent(/2\.ª Calle Oriente n\.º 14, Barrio El Centro/);
  });

  it("has a banner with the invitation and the links 'Sobre Nosotros' and 'Ver video'", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Llena tu solicitud de ingreso y da el primer paso hacia un mejor futuro financiero.',
    );
    expect(screen.getByRole('link', { name: 'Sobre Nosotros' })).toHaveAttribute(
      'href',
      '#sobre-nosotros',
    );
    expect(screen.getByRole('link', { name: /^Ver video/ })).toHaveAttribute('target', '_blank');
  });

  it('leads from the banner to the form, saying how long it takes, before the two links', () => {
    renderPage();
    const banner = screen.getByRole('region', { name: /Llena tu solicitud/ });
    const links = within(banner).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Llenar el formulario',
      'Sobre Nosotros',
      'Ver video (se abre en una pestaña nueva)',
    ]);
    expect(links[0]).toHaveAttribute('href', '#formulario');
    expect(banner).toHaveTextContent('Toma unos 5 minutos.');
  });

  it.each([
    [
      'the four benefits',
      'Beneficios de ser asociado',
      [
        'Acceso a créditos con condiciones preferenciales.',
        'Atención personalizada y asesoría financiera.',
        'Programas de ahorro, educación financiera y bienestar.',
        'Formar parte de una comunidad basada en la solidaridad.',
      ],
    ],
    [
      'the five requirements with the constants of spec §9',
      'Requisitos',
      [
        'Tener 16 años o más.',
        'Fotocopia del DUI y del NIT, ambas ampliadas al 150 %.',
        'Recibo de agua reciente como comprobante de domicilio.',
        'Pago único de $15.00 que cubre inscripción, membresía y aportación inicial.',
        'Asistir a una charla informativa sobre cooperativismo.',
      ],
    ],
  ])('lists %s', (_, region, items) => {
    renderPage();
    const section = screen.getByRole('region', { name: region });
    const listed = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual(items);
  });

  it("titles the form 'Formulario primer paso'", () => {
    renderPage();
    expect(screen.getByRole('form', { name: 'Formulario primer paso' })).toBeInTheDocument();
  });

  it("has a footer with Nosotros, Políticas de privacidad, Licencias, Contacta and the office's year", () => {
    renderPage({ clock: fixedClock('2026-03-14T15:09:26.000Z') });
    const footer = screen.getByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Nosotros',
      'Políticas de privacidad',
      'Licencias',
      'Contacta',
    ]);
    expect(within(footer).getByRole('link', { name: 'Políticas de privacidad' })).toHaveAttribute(
      'href',
      '#aviso-de-privacidad',
    );
    expect(screen.getByRole('region', { name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(
      '© 2026 Cooperativa de Ahorro y Crédito Primer Paso de R.L. Todos los derechos reservados.',
    );
  });

  it('has a privacy notice, linked from the terms, with who, why, how long, rights and contact', () => {
    renderPage();
    const notice = screen.getByRole('region', { name: 'Aviso de privacidad' });
    const terms = screen.getByText(/Acepto los términos/);
    expect(within(terms).getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute(
      'href',
      '#aviso-de-privacidad',
    );
    const headings = within(notice)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(headings).toEqual([
      'Responsable',
      'Para qué usamos tus datos',
      'Cuánto tiempo los guardamos',
      'Tus derechos',
      'Contacto',
    ]);
    expect(notice).toHaveTextContent(/ver los datos .* corregirlos .* borrarlos/);
    expect(within(notice).getByRole('link', { name: 'asociados@primerpaso.coop' })).toHaveAttribute(
      'href',
      'mailto:asociados@primerpaso.coop',
    );
    expect(notice).toHaveTextContent('Texto de ejemplo: la cooperativa debe revisarlo');
  });

  it('stacks navigation, banner, form and footer in that order', () => {
    renderPage();
    const order = [
      screen.getByRole('navigation', { name: 'Principal' }),
      screen.getByRole('heading', { level: 1 }),
      screen.getByRole('form', { name: 'Formulario primer paso' }),
      screen.getByRole('contentinfo'),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it("dates the footer's © on the office's calendar: still the old year on its New Year's Eve", () => {
    // 03:00 UTC on 1 January 2027 is 21:00 on 31 December 2026 in San Salvador (UTC-6).
    renderPage({ clock: fixedClock('2027-01-01T03:00:00.000Z') });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Cooperativa');
  });

  it("brings a prerendered footer's year up to the office's year on the day of the visit", () => {
    // As the build left it: rendered on the build's day, a year before the visit.
    renderPage({ clock: fixedClock('2025-12-01T12:00:00.000Z') });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2025 Cooperativa');

    showOfficeYear(document, fixedClock('2026-01-01T06:30:00.000Z'));
    expect(footer).toHaveTextContent('© 2026 Cooperativa');
    expect(footer).toHaveTextContent(/Todos los derechos reservados\.$/);
  });

  it("puts focus in Nombres when the banner's 'Llenar el formulario' is followed", async () => {
    const { user } = renderPage();
    const stop = focusFirstFieldFromFormLink(document);
    try {
      const link = screen.getByRole('link', { name: 'Llenar el formulario' });
      await user.click(link);
      await waitFor(() => expect(screen.getByLabelText(/^Nombres/)).toHaveFocus());
      expect(link).toHaveAttribute('href', '#formulario');
    } finally {
      stop();
    }
  });

  it("leaves the skip link 'Ir al formulario' a skip link: focus is not moved into a field", async () => {
    const { user } = renderPage();
    const stop = focusFirstFieldFromFormLink(document);
    try {
      await user.click(screen.getByRole('link', { name: 'Ir al formulario' }));
      // One task later: the banner link's focus would have come by then (it waits one task).
      await new Promise((resolve) => setTimeout(resolve));
      expect(screen.getByLabelText(/^Nombres/)).not.toHaveFocus();
    } finally {
      stop();
    }
  });

  it('in demo mode, says how to see what is sent as the staff do: the inbox in another tab, this one kept open', () => {
    render(<LandingPage demoMode form={null} year={2026} />);
    const note = screen.getByRole('complementary', { name: 'Modo demostración' });
    expect(note).toHaveTextContent('Nada sale de tu navegador.');
    const link = within(note).getByRole('link', { name: 'bandeja del personal en otra pestaña' });
    expect(link).toHaveAttribute('href', '/personal/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(note).toHaveTextContent('y deja esta abierta.');
  });
});
