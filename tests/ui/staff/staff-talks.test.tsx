import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../../src/applications/domain/application-record';
import type { Seat } from '../../../src/talks/domain/seat';
import type { Talk } from '../../../src/talks/domain/talk';
import {
  openInbox,
  renderStaffPage,
  signIn,
  passPasskeyStep,
} from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { ADMIN } from '../../support/staff-fixtures';

/** The staff tests' now is 2026-03-14 15:09:26 UTC (9:09 a. m. at the office). */
const NOW = new Date('2026-03-14T15:09:26.000Z');
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const inTramite = (id: `SOL${number}`, first_name: string): ApplicationRecord =>
  applicationRecord(id, hoursAgo(30), { stage: 'en-tramite', first_name, last_name: 'Ramos' });

const talk = (id: string, hours: number, seats = 10, taken = 0): Talk => ({
  id,
  startsAt: inHours(hours),
  place: `Salón ${id}`,
  seats,
  taken,
});

const seat = (talkId: string, applicationId: `SOL${number}`): Seat => ({
  talkId,
  applicationId,
  assignedAt: hoursAgo(20),
  attended: false,
});

async function openDetail(user: UserEvent, id: string) {
  await user.click(await screen.findByRole('button', { name: 'Todas' }));
  await user.click(await screen.findByRole('link', { name: id }));
  await screen.findByRole('heading', { level: 2, name: 'Acciones' });
}

const seatSection = () => within(screen.getByRole('region', { name: 'Charla informativa' }));
const section = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Secciones' })).getByRole('button', { name });

describe("an application's seat, from its detail", () => {
  it('is given at an upcoming talk with free seats, which counts it', async () => {
    const { user, talks } = await renderStaffPage({
      records: [inTramite('SOL1000', 'Ana')],
      talks: { talks: [talk('a', 48), talk('llena', 24, 1, 1)], seats: [] },
    });
    await openInbox(user);
    await openDetail(user, 'SOL1000');

    expect(await seatSection().findByText('No tiene cupo en ninguna charla.')).toBeInTheDocument();
    // The full talk is not offered.
    expect(seatSection().getAllByRole('option')).toHaveLength(1);
    await user.click(seatSection().getByRole('button', { name: 'Asignar cupo' }));

    expect(await seatSection().findByText(/Tiene cupo en la charla del .*Salón a/)).toBeVisible();
    expect(await talks.talk('a')).toMatchObject({ taken: 1 });
    await user.click(seatSection().getByRole('button', { name: 'Liberar el cupo' }));
    expect(await seatSection().findByText('No tiene cupo en ninguna charla.')).toBeVisible();
  });

  it('tells the clerk the talk is full when another took the last seat meanwhile', async () => {
    const { user, talks } = await renderStaffPage({
      records: [inTramite('SOL1000', 'Ana'), inTramite('SOL1001', 'Beto')],
      talks: { talks: [talk('a', 48, 1)], seats: [] },
    });
    await openInbox(user);
    await openDetail(user, 'SOL1000');
    await seatSection().findByRole('option');

    await talks.assign('SOL1001', 'a', NOW);
    await user.click(seatSection().getByRole('button', { name: 'Asignar cupo' }));

    expect(await seatSection().findByRole('alert')).toHaveTextContent(
      'La charla está llena: alguien más tomó el último cupo.',
    );
    expect(await talks.talk('a')).toMatchObject({ taken: 1 });
  });
});

describe("the talks' section", () => {
  it('lists upcoming talks with their seats, and past ones', async () => {
    const { user } = await renderStaffPage({
      records: [inTramite('SOL1000', 'Ana')],
      talks: { talks: [talk('a', 48, 10, 1), talk('vieja', -72)], seats: [seat('a', 'SOL1000')] },
    });
    await openInbox(user);
    await user.click(section('Charlas'));

    const upcoming = await screen.findByRole('table', { name: 'Próximas charlas' });
    expect(within(upcoming).getByText('1 de 10')).toBeInTheDocument();
    expect(within(upcoming).getByText('9')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Charlas pasadas' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nueva charla' })).not.toBeInTheDocument();
  });

  it('lists who is coming, records attendance, and the checklist shows the talk ticked', async () => {
    const { user } = await renderStaffPage({
      records: [inTramite('SOL1000', 'Ana'), inTramite('SOL1001', 'Beto')],
      talks: {
        talks: [talk('hoy', 0.5, 10, 2)],
        seats: [seat('hoy', 'SOL1000'), seat('hoy', 'SOL1001')],
      },
    });
    await openInbox(user);
    await user.click(section('Charlas'));
    await user.click(await screen.findByRole('link', { name: /^Ver lista de quiénes vienen/ }));

    const roster = await screen.findByRole('table', { name: /^Quiénes vienen/ });
    expect(within(roster).getByText('Ana Ramos')).toBeInTheDocument();
    expect(within(roster).getByText('Beto Ramos')).toBeInTheDocument();
    await user.click(
      within(roster).getByRole('button', { name: 'Registrar asistencia de SOL1000' }),
    );
    expect(await within(roster).findByText('Asistió')).toBeInTheDocument();

    await user.click(section('Solicitudes'));
    await openDetail(user, 'SOL1000');
    const requirements = within(screen.getByRole('region', { name: 'Requisitos' }));
    expect(requirements.getByRole('checkbox', { name: 'Charla informativa' })).toBeChecked();
    expect(await seatSection().findByText(/Asistió a la charla del/)).toBeVisible();
  });

  it('lets an admin schedule a talk, and says what is wrong first', async () => {
    const { user, talks } = await renderStaffPage();
    await openInbox(user, ADMIN.email);
    await user.click(section('Charlas'));
    const form = within(await screen.findByRole('form', { name: 'Nueva charla' }));

    await user.type(form.getByLabelText('Fecha'), '2026-03-20');
    await user.click(form.getByRole('button', { name: 'Crear charla' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Escribe el lugar de la charla.');

    await user.type(form.getByLabelText('Lugar'), 'Agencia Suchitoto');
    await user.click(form.getByRole('button', { name: 'Crear charla' }));

    expect(await form.findByText('Charla creada.')).toBeInTheDocument();
    const [created] = await talks.from(NOW, 10);
    expect(created).toMatchObject({ place: 'Agencia Suchitoto', seats: 20, taken: 0 });
    expect(created?.startsAt.toISOString()).toBe('2026-03-20T15:00:00.000Z');
  });
});

describe("a talk's list of who is coming", () => {
  it("is opened by a link whose name starts with the words it shows, at the talk's own address", async () => {
    const { user } = await renderStaffPage({
      records: [inTramite('SOL1000', 'Ana')],
      talks: { talks: [talk('a', 48)], seats: [seat('a', 'SOL1000')] },
    });
    await openInbox(user);
    await user.click(section('Charlas'));
    const upcoming = await screen.findByRole('table', { name: 'Próximas charlas' });
    const open = within(upcoming).getByRole('link', { name: /^Ver lista/ });
    // Voice control says what it sees (WCAG 2.5.3): the name begins with the visible text.
    expect(open).toHaveTextContent(/^Ver lista/);
    expect(open).toHaveAccessibleName(/^Ver lista de quiénes vienen a la charla del .+/);
    expect(open).toHaveAttribute('href', '/personal/charlas/a');

    await user.click(open);
    expect(await screen.findByRole('heading', { level: 1, name: /^Charla del/ })).toHaveFocus();
    expect(window.location.pathname).toBe('/personal/charlas/a');
  });

  it("links each number to its application, and 'Volver a las charlas' is the way back", async () => {
    const { user } = await renderStaffPage({
      records: [inTramite('SOL1000', 'Ana')],
      talks: { talks: [talk('a', 48)], seats: [seat('a', 'SOL1000')] },
    });
    await openInbox(user);
    await user.click(section('Charlas'));
    await user.click(await screen.findByRole('link', { name: /^Ver lista/ }));
    const roster = await screen.findByRole('table', { name: /^Quiénes vienen/ });
    const application = await within(roster).findByRole('link', { name: 'SOL1000' });
    expect(application).toHaveAttribute('href', '/personal/solicitudes/SOL1000');

    await user.click(screen.getByRole('button', { name: /Volver a las charlas/ }));
    expect(await screen.findByRole('table', { name: 'Próximas charlas' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/personal/charlas');

    await user.click(await screen.findByRole('link', { name: /^Ver lista/ }));
    await user.click(
      await within(await screen.findByRole('table', { name: /^Quiénes vienen/ })).findByRole(
        'link',
        { name: 'SOL1000' },
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL1000' }),
    ).toHaveFocus();
    expect(window.location.pathname).toBe('/personal/solicitudes/SOL1000');
  });

  it('shows at its address after signing in, and says so when the talk does not exist', async () => {
    const { user } = await renderStaffPage({
      path: '/personal/charlas/a',
      records: [inTramite('SOL1000', 'Ana')],
      talks: { talks: [talk('a', 48)], seats: [seat('a', 'SOL1000')] },
    });
    await signIn(user);
    await passPasskeyStep(user);
    const roster = await screen.findByRole('table', { name: /^Quiénes vienen/ });
    expect(within(roster).getByText('Ana Ramos')).toBeInTheDocument();

    window.history.pushState(null, '', '/personal/charlas/borrada');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta charla no existe. Vuelve a las charlas y elige una de la lista.',
    );
  });
});

describe('an upcoming talk, for an admin', () => {
  it('may be changed from its list, never to fewer seats than are taken', async () => {
    const { user, talks } = await renderStaffPage({
      records: [inTramite('SOL1000', 'Ana'), inTramite('SOL1001', 'Beto')],
      talks: {
        talks: [talk('a', 48, 10, 2)],
        seats: [seat('a', 'SOL1000'), seat('a', 'SOL1001')],
      },
    });
    await openInbox(user, ADMIN.email);
    await user.click(section('Charlas'));
    await user.click(await screen.findByRole('link', { name: /^Ver lista de quiénes vienen/ }));
    const form = within(await screen.findByRole('form', { name: 'Cambiar la charla' }));
    expect(form.getByLabelText('Lugar')).toHaveValue('Salón a');

    await user.clear(form.getByLabelText('Cupos'));
    await user.type(form.getByLabelText('Cupos'), '1');
    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));
    expect(await form.findByRole('alert')).toHaveTextContent('nunca menos que los ya ocupados');

    await user.clear(form.getByLabelText('Cupos'));
    await user.type(form.getByLabelText('Cupos'), '2');
    await user.clear(form.getByLabelText('Lugar'));
    await user.type(form.getByLabelText('Lugar'), 'Agencia Centro');
    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));

    expect(await form.findByText('Cambios guardados.')).toBeInTheDocument();
    expect(await talks.talk('a')).toMatchObject({ place: 'Agencia Centro', seats: 2, taken: 2 });
    expect(await screen.findByText(/2 de 2 cupos ocupados; llena/)).toBeInTheDocument();
  });
});
