import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  applicationIdFromNumber,
  type ApplicationId,
} from '../../../src/applications/domain/application-id';
import type { InboxPage } from '../../../src/applications/domain/application-inbox';
import { MalformedDocumentError } from '../../../src/shared/domain/storage-errors';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import {
  applicationRecord,
  arrivingNow,
  hourlyRecords,
  hoursAgo,
} from '../../support/application-record-fixtures';

const MIXED = [
  applicationRecord('SOL1000', hoursAgo(30)),
  applicationRecord('SOL2000', hoursAgo(2)),
  applicationRecord('SOL3000', hoursAgo(1), { stage: 'en-tramite' }),
  applicationRecord('SOL4000', hoursAgo(10)),
  applicationRecord('SOL5000', hoursAgo(50), { stage: 'asociada' }),
  applicationRecord('SOL6000', hoursAgo(5), { stage: 'cerrada', closeReason: 'duplicada' }),
  // Held by the server past its hourly limit: not a Nueva until staff accept it.
  applicationRecord('SOL7000', hoursAgo(3), { stage: 'en-revision' }),
  applicationRecord('SOL8000', hoursAgo(4), { stage: 'cerrada', closeReason: 'spam' }),
];

/** The SOL numbers in the table, top to bottom. */
const listedIds = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((button) => button.textContent);

describe('the inbox list', () => {
  it('shows the Nuevas, newest first, with number, name, phone, date in El Salvador time, age and stage', async () => {
    const { user } = await renderStaffPage({ records: MIXED });
    await openInbox(user);

    await screen.findByRole('table');
    expect(listedIds()).toEqual(['SOL2000', 'SOL4000', 'SOL1000']);
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    // 2026-03-14 13:00 UTC is 7:00 in the morning in El Salvador (UTC-6).
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      // Nobody has opened it yet (src/applications/domain/opened.ts).
      'SOL2000. Sin abrir',
      'Persona SOL2000 Hernández López',
      '7123-4567',
      '14/03/2026, 7:00\u00a0a.\u00a0m.',
      'hoy',
      'Nueva',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Fecha' })).toBeInTheDocument();
  });

  it('counts the Nuevas on their filter and in the page title, not those held for review', async () => {
    const { user } = await renderStaffPage({ records: MIXED });
    await openInbox(user);
    expect(
      await screen.findByRole('button', { name: 'Nuevas (3)', pressed: true }),
    ).toBeInTheDocument();
    expect(document.title).toBe('(3) Nuevas · Bandeja de solicitudes');
  });

  it('says only that there are more than 30 Nuevas past a page, as far as storage counts', async () => {
    const { user } = await renderStaffPage({ records: hourlyRecords(40) });
    await openInbox(user);
    expect(
      await screen.findByRole('button', { name: 'Nuevas (más de 30)', pressed: true }),
    ).toBeInTheDocument();
    expect(document.title).toBe('(más de 30) Nuevas · Bandeja de solicitudes');
  });

  it.each([
    ['En trámite', ['SOL3000']],
    ['Asociadas', ['SOL5000']],
    ['Cerradas', ['SOL8000', 'SOL6000']],
    ['En revisión', ['SOL7000']],
    ['Spam', ['SOL8000']],
    [
      'Todas',
      ['SOL3000', 'SOL2000', 'SOL7000', 'SOL8000', 'SOL6000', 'SOL4000', 'SOL1000', 'SOL5000'],
    ],
  ])('filters by stage: %s', async (filter, ids) => {
    const { user } = await renderStaffPage({ records: MIXED });
    await openInbox(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: filter }));
    expect(screen.getByRole('button', { name: filter })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText(ids[0] as string);
    expect(listedIds()).toEqual(ids);
  });

  it('says when a stage has no applications', async () => {
    const { user } = await renderStaffPage({ records: hourlyRecords(1) });
    await openInbox(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Asociadas' }));
    expect(await screen.findByText('No hay solicitudes en «Asociadas».')).toBeInTheDocument();
  });

  it('lists the rest when one application is stored damaged, and names it', async () => {
    const { user, inbox } = await renderStaffPage({ records: MIXED });
    const damaged = new MalformedDocumentError('Applications/SOL7000', 'dui', 'should be a string');
    const watchFirstPage = inbox.watchFirstPage.bind(inbox);
    // As the Firestore adapter reports a document its mapper cannot read (inbox-pages.ts).
    vi.spyOn(inbox, 'watchFirstPage').mockImplementation((filter, size, listener) => {
      const next = (page: InboxPage) => listener.next({ ...page, unreadable: [damaged] });
      return watchFirstPage(filter, size, { ...listener, next });
    });
    await openInbox(user);

    await screen.findByRole('table');
    expect(listedIds()).toEqual(['SOL2000', 'SOL4000', 'SOL1000']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La solicitud SOL7000 tiene datos dañados y no se muestra en la lista. ' +
        'Pide a la administración que la corrija en la consola de Firebase.',
    );
  });

  it("shows 30 at a time, and the rest with 'Cargar más'", async () => {
    const { user } = await renderStaffPage({ records: hourlyRecords(70) });
    await openInbox(user);
    await screen.findByRole('table');
    expect(listedIds()).toHaveLength(30);

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByText('SOL1059');
    expect(listedIds()).toHaveLength(60);

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByText('SOL1069');
    expect(listedIds()).toEqual(hourlyRecords(70).map(({ id }) => id));
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('shows a new application in an open inbox without a reload, and counts it', async () => {
    const { user, inbox } = await renderStaffPage({ records: MIXED });
    await openInbox(user);
    await screen.findByRole('table');

    act(() => inbox.receive(arrivingNow('SOL7777')));

    expect(await screen.findByText('SOL7777')).toBeInTheDocument();
    expect(listedIds()[0]).toBe('SOL7777');
    expect(await screen.findByRole('button', { name: 'Nuevas (4)' })).toBeInTheDocument();
    expect(document.title).toBe('(4) Nuevas · Bandeja de solicitudes');
  });
});

describe('search', () => {
  const search = async (
    user: Awaited<ReturnType<typeof renderStaffPage>>['user'],
    text: string,
  ) => {
    const box = screen.getByRole('searchbox', {
      name: 'Buscar por número, nombre, DUI, teléfono o correo',
    });
    await user.clear(box);
    await user.type(box, text);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
  };

  it('finds an application among thousands by SOL number (with or without SOL), DUI, phone, e-mail or name', async () => {
    const thousands = Array.from({ length: 3000 }, (_, index) => {
      const digits = String(1_000_000 + index);
      return applicationRecord(applicationIdFromNumber(1000 + index), hoursAgo(index), {
        stage: index % 2 ? 'nueva' : 'cerrada',
        dui: `${String(10_000_000 + index)}-0`,
        phone: `7${digits.slice(-7, -4)}-${digits.slice(-4)}`,
        email: `persona${index}@example.com`,
        ...(index === 2456 ? { first_name: 'Inés María', last_name: 'Muñoz-Argüello' } : {}),
      });
    });
    const { user } = await renderStaffPage({ records: thousands });
    await openInbox(user);

    for (const [text, id] of [
      ['sol 3456', 'SOL3456'],
      ['100024560', 'SOL3456'],
      ['7100 2456', 'SOL3456'],
      ['persona2456@example.com', 'SOL3456'],
      ['3456', 'SOL3456'],
      // Without accents, in any case, by the start of any word of either name.
      ['munoz', 'SOL3456'],
      ['ARGÜE', 'SOL3456'],
      ['ines munoz', 'SOL3456'],
    ] as const) {
      await search(user, text);
      expect(await screen.findByText(`Una solicitud con «${text}».`)).toHaveRole('status');
      expect(listedIds()).toEqual([id]);
    }
  });

  it.each([
    [
      'says when nothing matches, and keeps what was typed',
      'SOL9999',
      'status',
      'No encontramos ninguna solicitud con «SOL9999».',
    ],
    [
      'explains what it can search by when the text is none of them, keeping the text',
      'Ana 3',
      'alert',
      'Eso no parece un número, un nombre, un DUI, un teléfono ni un correo.',
    ],
    [
      'asks for two letters of a name, keeping the text',
      'J',
      'alert',
      'Escribe al menos 2 letras del nombre o del apellido.',
    ],
  ])('%s', async (_, typed, role, says) => {
    const { user } = await renderStaffPage({ records: MIXED });
    await openInbox(user);
    await search(user, typed);
    await waitFor(() => expect(screen.getByRole(role)).toHaveTextContent(says));
    expect(screen.getByRole('searchbox')).toHaveValue(typed);
  });

  it('goes back to the list', async () => {
    const { user } = await renderStaffPage({ records: MIXED });
    await openInbox(user);
    await search(user, '02495046-3');
    expect(await screen.findByText('8 solicitudes con «02495046-3».')).toHaveRole('status');
    await user.click(screen.getByRole('button', { name: 'Ver la lista' }));
    await screen.findByRole('button', { name: /^Nuevas/ });
    expect(listedIds()).toEqual(['SOL2000', 'SOL4000', 'SOL1000']);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('opens a result, and comes back to the results with the search still typed', async () => {
    const { user } = await renderStaffPage({ records: MIXED });
    await openInbox(user);
    await search(user, 'SOL5000');
    await user.click(await screen.findByRole('link', { name: 'SOL5000' as ApplicationId }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL5000' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(screen.getByRole('link', { name: 'SOL5000' })).toHaveFocus();
    expect(screen.getByRole('searchbox')).toHaveValue('SOL5000');
  });
});

describe('coming back from the detail', () => {
  it('returns focus to the application opened, or to the list heading when it left the list', async () => {
    const { user } = await renderStaffPage({ records: MIXED });
    await openInbox(user);
    await user.click(await screen.findByRole('link', { name: 'SOL4000' }));
    await user.click(await screen.findByRole('button', { name: 'Volver a la lista' }));
    expect(screen.getByRole('link', { name: 'SOL4000' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'SOL4000' }));
    await user.click(await screen.findByRole('button', { name: 'Pasar a En trámite' }));
    await screen.findByText('Listo: la solicitud SOL4000 pasó a En trámite.');
    await user.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'SOL4000' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitudes' })).toHaveFocus();
  });
});
