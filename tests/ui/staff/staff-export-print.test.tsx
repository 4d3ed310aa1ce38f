import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_HEADERS } from '../../../src/inbox/domain/application-export';
import { cooperative } from '../../../src/shared/content/cooperative';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { catchDownloadsInEachTest } from '../../support/catch-downloads';
import {
  applicationRecord,
  hourlyRecords,
  hoursAgo,
} from '../../support/application-record-fixtures';
import { ADMIN } from '../../support/staff-fixtures';

const rowsOf = async (blob: Blob) => {
  const text = new TextDecoder().decode(await blob.arrayBuffer());
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
};

describe('Exportar CSV', () => {
  const caught = catchDownloadsInEachTest();

  it('downloads the stage shown at once when it fits one page, and says so', async () => {
    const closed = applicationRecord('SOL9000', hoursAgo(2), { stage: 'cerrada' });
    const { user } = await renderStaffPage({ records: [...hourlyRecords(3), closed] });
    await openInbox(user);
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    expect(
      await screen.findByText('Se descargó solicitudes-nuevas-2026-03-14.csv con 3 solicitudes.'),
    ).toBeInTheDocument();
    expect(caught.downloads).toHaveLength(1);
    const [download] = caught.downloads;
    expect(download?.fileName).toBe('solicitudes-nuevas-2026-03-14.csv');
    expect(download?.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await download!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = await rowsOf(download!.blob);
    expect(rows[0]).toEqual([...EXPORT_HEADERS]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['SOL1000', 'SOL1001', 'SOL1002']);
    await waitFor(() => expect(caught.revoked).toEqual(['blob:test/1']), { timeout: 3_000 });
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says how many applications a longer list holds before downloading, and lets staff cancel', async () => {
    const { user } = await renderStaffPage({ records: hourlyRecords(45) });
    await openInbox(user);
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('El archivo tiene 45 solicitudes.')).toBeInTheDocument();
    expect(caught.downloads).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(caught.downloads).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await user.click(await screen.findByRole('button', { name: 'Exportar 45 solicitudes' }));
    expect(caught.downloads).toHaveLength(1);
    expect((await rowsOf(caught.downloads[0]!.blob)).length).toBe(46);
  });

  it("exports a search's results for an administrator too", async () => {
    const member = applicationRecord('SOL4821', hoursAgo(5), { stage: 'asociada' });
    const { user } = await renderStaffPage({ records: [...hourlyRecords(3), member] });
    await openInbox(user, ADMIN.email);
    await user.type(screen.getByRole('searchbox'), 'SOL4821');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await screen.findByText('Se descargó solicitudes-busqueda-2026-03-14.csv con una solicitud.');
    expect((await rowsOf(caught.downloads[0]!.blob)).slice(1).map((row) => row[0])).toEqual([
      'SOL4821',
    ]);
  });

  // Issue 16: the export control was remounted for each stage (and gone while a list loaded), so a
  // click landing as the stage changed, or a file still being prepared then, came to nothing.
  describe('when the stage changes at the same moment', () => {
    const closed = applicationRecord('SOL9000', hoursAgo(9), { stage: 'cerrada' });

    it('exports the stage just chosen when the click lands while its list is still loading', async () => {
      const { user } = await renderStaffPage({ records: [...hourlyRecords(3), closed] });
      await openInbox(user);
      const exportButton = await screen.findByRole('button', { name: 'Exportar CSV' });

      fireEvent.click(screen.getByRole('button', { name: 'Todas' }));
      expect(screen.getByText('Cargando solicitudes…')).toBeInTheDocument();
      fireEvent.click(exportButton);

      expect(
        await screen.findByText('Se descargó solicitudes-todas-2026-03-14.csv con 4 solicitudes.'),
      ).toBeInTheDocument();
      expect(caught.downloads.map(({ fileName }) => fileName)).toEqual([
        'solicitudes-todas-2026-03-14.csv',
      ]);
      expect((await rowsOf(caught.downloads[0]!.blob)).slice(1).map((row) => row[0])).toEqual([
        'SOL1000',
        'SOL1001',
        'SOL1002',
        'SOL9000',
      ]);
    });

    it('still downloads the file being prepared, and says so, once the new stage shows', async () => {
      const { user } = await renderStaffPage({ records: [...hourlyRecords(3), closed] });
      await openInbox(user);

      fireEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cerradas' }));

      expect(
        await screen.findByText('Se descargó solicitudes-nuevas-2026-03-14.csv con 3 solicitudes.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cerradas' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(caught.downloads.map(({ fileName }) => fileName)).toEqual([
        'solicitudes-nuevas-2026-03-14.csv',
      ]);
    });

    it("still asks about a longer list's file when a search starts while it is prepared", async () => {
      const { user } = await renderStaffPage({ records: hourlyRecords(45) });
      await openInbox(user);
      await user.type(screen.getByRole('searchbox'), 'SOL1000');

      fireEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
      fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));

      expect(await screen.findByText('El archivo tiene 45 solicitudes.')).toBeInTheDocument();
      await screen.findByText('Una solicitud con «SOL1000».');
      await user.click(screen.getByRole('button', { name: 'Exportar 45 solicitudes' }));
      expect(caught.downloads.map(({ fileName }) => fileName)).toEqual([
        'solicitudes-nuevas-2026-03-14.csv',
      ]);
      expect(
        screen.getByText('Se descargó solicitudes-nuevas-2026-03-14.csv con 45 solicitudes.'),
      ).toBeInTheDocument();
    });
  });

  it('offers no export for an empty list', async () => {
    const closed = applicationRecord('SOL9000', hoursAgo(1), { stage: 'cerrada' });
    const { user } = await renderStaffPage({ records: [closed] });
    await openInbox(user);
    await screen.findByText('No hay solicitudes en «Nuevas».');
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });
});

describe('Imprimir ficha', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("prints the detail, which carries the cooperative's header for paper", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const closed = applicationRecord('SOL1000', hoursAgo(1), {
      stage: 'cerrada',
      closeReason: 'duplicada',
    });
    const { user } = await renderStaffPage({ records: [closed] });
    await openInbox(user);
    await user.click(await screen.findByRole('button', { name: 'Todas' }));
    await user.click(await screen.findByRole('link', { name: 'SOL1000' }));
    await user.click(await screen.findByRole('button', { name: 'Imprimir ficha' }));

    expect(print).toHaveBeenCalledTimes(1);
    const ficha = screen.getByRole('article', { name: 'Solicitud SOL1000' });
    expect(within(ficha).getByText(cooperative.name)).toBeInTheDocument();
    expect(within(ficha).getByText('Ficha de solicitud de asociación')).toBeInTheDocument();
    expect(ficha).toHaveTextContent('Motivo: Solicitud duplicada.');
  });
});
