import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVALID_PHONE_PREFIX } from '../../../src/submission/domain/rules/validation-messages';
import { catchDownloadsInEachTest } from '../../support/catch-downloads';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { applicationIdFromNumber } from '../../../src/applications/domain/application-id';
import { ADMIN } from '../../support/staff-fixtures';
import { InMemoryApplicantDataStore } from '../../../src/applications/adapters/memory/in-memory-applicant-data-store';

const HOURS_PER_YEAR = 24 * 366;
const SAME_PERSON = { dui: '01234567-8' };

/**
 * Ana applied twice; two applications are past 12 months without becoming members; one old member.
 */
const records = [
  applicationRecord('SOL1000', hoursAgo(2), {
    stage: 'en-tramite',
    ...SAME_PERSON,
    phone: '7000-1111',
  }),
  applicationRecord('SOL1001', hoursAgo(HOURS_PER_YEAR), { stage: 'cerrada', ...SAME_PERSON }),
  applicationRecord('SOL2000', hoursAgo(HOURS_PER_YEAR + 5)),
  applicationRecord('SOL2001', hoursAgo(HOURS_PER_YEAR + 9), { stage: 'asociada' }),
  applicationRecord('SOL3000', hoursAgo(1)),
];

async function openPrivacy(stored = records) {
  const page = await renderStaffPage({ records: stored });
  await openInbox(page.user, ADMIN.email);
  await page.user.click(screen.getByRole('button', { name: 'Privacidad' }));
  await screen.findByRole('heading', { level: 1, name: 'Privacidad' });
  return page;
}

async function findPerson(user: Awaited<ReturnType<typeof openPrivacy>>['user'], typed: string) {
  const box = screen.getByLabelText('DUI del titular o número de solicitud');
  await user.clear(box);
  await user.type(box, `${typed}{Enter}`);
}

const card = (id: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(id) }).closest('li') as HTMLElement;

describe('the Privacidad screen', () => {
  const caught = catchDownloadsInEachTest();

  it('is not offered to staff who are not admins', async () => {
    const { user } = await renderStaffPage({ records });
    await openInbox(user);
    expect(screen.queryByRole('button', { name: 'Privacidad' })).not.toBeInTheDocument();
  });

  it('finds every application of one person by DUI, and downloads their data readable and as JSON', async () => {
    const { user } = await openPrivacy();
    await findPerson(user, '012345678');

    expect(await screen.findByText('Se encontraron 2 solicitudes.')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent?.slice(0, 7)),
    ).toEqual(['SOL1000', 'SOL1001']);
    await user.click(screen.getByRole('button', { name: 'Descargar sus datos (JSON)' }));
    await screen.findByText(/Se descargó datos-personales-SOL1000-SOL1001-2026-03-14\.json/);
    const json = JSON.parse(await caught.downloads[0]!.blob.text());
    expect(json.solicitudes.map((item: { datos: { dui: string } }) => item.datos.dui)).toEqual([
      '01234567-8',
      '01234567-8',
    ]);
    await user.click(screen.getByRole('button', { name: 'Descargar sus datos (texto)' }));
    await screen.findByText(/Se descargó datos-personales-SOL1000-SOL1001-2026-03-14\.txt/);
    expect(await caught.downloads[1]!.blob.text()).toContain('Solicitud SOL1001');
  });

  it('corrects a field with the public form’s rules, keeping what was typed when it is wrong', async () => {
    const { user, inbox } = await openPrivacy();
    await findPerson(user, 'SOL1000');
    const application = within(await screen.findByRole('listitem')).getByRole('button', {
      name: 'Corregir un dato',
    });
    await user.click(application);
    await user.selectOptions(screen.getByLabelText('Campo'), 'Teléfono');
    const value = screen.getByLabelText('Valor correcto');
    expect(value).toHaveValue('7000-1111');
    await user.clear(value);
    await user.type(value, '5123-4567');
    await user.click(screen.getByRole('button', { name: 'Guardar corrección' }));

    expect(await screen.findByText(INVALID_PHONE_PREFIX)).toBeInTheDocument();
    expect(value).toHaveValue('5123-4567');
    await user.clear(value);
    await user.type(value, '2123-4567');
    await user.click(screen.getByRole('button', { name: 'Guardar corrección' }));

    expect(await screen.findByText(/Corrección guardada: Teléfono/)).toBeInTheDocument();
    const [stored] = await inbox.search('id', ['SOL1000'], 1);
    expect(stored?.phone).toBe('2123-4567');
  });

  it.each([
    ['Teléfono', '71234567', '7123-4567'],
    ['Teléfono', '+503 7123 4567', '7123-4567'],
    ['DUI', '012345678', '01234567-8'],
    ['NIT', '06142803901121', '0614-280390-112-1'],
  ])('types a correction of %s through the public form’s mask: %s', async (label, typed, shown) => {
    const { user } = await openPrivacy();
    await findPerson(user, 'SOL1000');
    await user.click(
      within(await screen.findByRole('listitem')).getByRole('button', { name: 'Corregir un dato' }),
    );
    await user.selectOptions(screen.getByLabelText('Campo'), label);
    const value = screen.getByLabelText('Valor correcto');
    await user.clear(value);
    if (typed.startsWith('+')) await user.paste(typed);
    else await user.type(value, typed);
    expect(value).toHaveValue(shown);
  });

  it('erases an application only once its SOL number is typed, then shows what is left', async () => {
    const { user, inbox } = await openPrivacy();
    await findPerson(user, '01234567-8');
    await screen.findByText('Se encontraron 2 solicitudes.');
    const erase = within(card('SOL1001')).getByRole('button', { name: 'Borrar esta solicitud' });
    // What cannot be undone does not look like 'Corregir un dato'.
    expect(erase).toHaveClass('button--destructive');
    expect(
      within(card('SOL1001')).getByRole('button', { name: 'Corregir un dato' }),
    ).not.toHaveClass('button--destructive');
    await user.click(erase);
    const confirmation = screen.getByLabelText('Escribe SOL1001 para confirmar');
    await user.type(confirmation, 'SOL1000');
    await user.click(screen.getByRole('button', { name: 'Borrar para siempre' }));
    expect(
      await screen.findByText('Escribe exactamente SOL1001 para confirmar.'),
    ).toBeInTheDocument();
    expect(await inbox.search('id', ['SOL1001'], 1)).toHaveLength(1);

    await user.clear(confirmation);
    await user.type(confirmation, 'SOL1001');
    await user.click(screen.getByRole('button', { name: 'Borrar para siempre' }));

    expect(
      await screen.findByText(/Se borró SOL1001: no queda ningún dato personal/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Se encontró 1 solicitud.')).toBeInTheDocument();
    expect(await inbox.search('id', ['SOL1001'], 1)).toEqual([]);
    await findPerson(user, 'SOL1001');
    expect(
      await screen.findByText(
        /La solicitud SOL1001 fue borrada el .* por admin@coop\.test\. Motivo: A petición del titular\./,
      ),
    ).toBeInTheDocument();
  });

  it('says what it erased even when the erased card leaves the screen before the slower reads come back', async () => {
    // The screen's other reads (here the count of applications past 12 months) come back after
    // the person's: the card that asked for the erasure is gone before the refresh ends.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    let erased = false;
    class SlowCount extends InMemoryApplicantDataStore {
      override async erase(...args: Parameters<InMemoryApplicantDataStore['erase']>) {
        await super.erase(...args);
        erased = true;
      }
      override async countPastRetention(cutoff: Date, limit: number) {
        if (erased) await held;
        return super.countPastRetention(cutoff, limit);
      }
    }
    const page = await renderStaffPage({
      records: [applicationRecord('SOL1001', hoursAgo(2), SAME_PERSON)],
      applicantData: (store) => new SlowCount(store),
    });
    await openInbox(page.user, ADMIN.email);
    await page.user.click(screen.getByRole('button', { name: 'Privacidad' }));
    await findPerson(page.user, '01234567-8');
    await screen.findByText('Se encontró 1 solicitud.');
    await page.user.click(
      within(card('SOL1001')).getByRole('button', { name: 'Borrar esta solicitud' }),
    );
    await page.user.type(screen.getByLabelText('Escribe SOL1001 para confirmar'), 'SOL1001');
    await page.user.click(screen.getByRole('button', { name: 'Borrar para siempre' }));

    expect(await screen.findByText('No hay solicitudes con ese DUI o número.')).toBeInTheDocument();
    expect(
      await screen.findByText(/Se borró SOL1001: no queda ningún dato personal/),
    ).toBeInTheDocument();
    release();
    expect(
      await screen.findByText(/Se borró SOL1001: no queda ningún dato personal/),
    ).toBeInTheDocument();
  });

  it('says only that more than 30 passed 12 months, past a page, and purges every one', async () => {
    const expired = Array.from({ length: 35 }, (_, n) =>
      applicationRecord(applicationIdFromNumber(4000 + n), hoursAgo(HOURS_PER_YEAR + n), {
        stage: 'cerrada',
      }),
    );
    const { user } = await openPrivacy(expired);
    expect(
      await screen.findByText(/^Más de 30 solicitudes pasaron 12 meses sin llegar a Asociada/),
    ).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Borrar las más de 30 solicitudes vencidas' }),
    );
    // The oldest thirty by number, and a word that there are more.
    const listed = await screen.findByRole('list', { name: /Se borrarán estas solicitudes/ });
    expect(within(listed).getAllByRole('listitem')).toHaveLength(30);
    expect(within(listed).getAllByRole('listitem')[0]).toHaveTextContent('SOL4034');
    expect(screen.getByText(/^Y otras más/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí, borrar más de 30 solicitudes' }));

    expect(await screen.findByText('Se borraron 35 solicitudes vencidas.')).toBeInTheDocument();
    expect(await screen.findByText('No hay solicitudes vencidas.')).toBeInTheDocument();
  });

  it('counts what passed 12 months without reaching Asociada, and purges exactly those after one confirmation', async () => {
    const { user, inbox } = await openPrivacy();
    expect(
      await screen.findByText(/^2 solicitudes pasaron 12 meses sin llegar a Asociada/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Borrar las 2 solicitudes vencidas' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await inbox.search('id', ['SOL1001', 'SOL2000'], 5)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Borrar las 2 solicitudes vencidas' }));
    // Named before the confirmation: exactly the two that will go.
    const listed = await screen.findByRole('list', { name: /Se borrarán estas solicitudes/ });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .sort(),
    ).toEqual(['SOL1001', 'SOL2000']);
    expect(screen.queryByText(/^Y otras más/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí, borrar 2 solicitudes' }));

    expect(await screen.findByText('Se borraron 2 solicitudes vencidas.')).toBeInTheDocument();
    expect(await screen.findByText('No hay solicitudes vencidas.')).toBeInTheDocument();
    const left = await inbox.search(
      'id',
      ['SOL1000', 'SOL1001', 'SOL2000', 'SOL2001', 'SOL3000'],
      5,
    );
    expect(left.map(({ id }) => id).sort()).toEqual(['SOL1000', 'SOL2001', 'SOL3000']);
  });
});
