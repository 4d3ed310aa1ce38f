import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ErasureRecord } from '../../../src/applications/domain/erasure-record';
import type { NumberSpaceReadings } from '../../../src/privacy/domain/number-space-gauge';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { ADMIN } from '../../support/staff-fixtures';

const DAY_HOURS = 24;
/** The staff tests' fixed clock: 14/03/2026, 9:09 a. m. in El Salvador. */
const MEASURED = '14/03/2026, 9:09 a. m.';

const erasedHoursAgo = (
  id: ApplicationId,
  hours: number,
  reason: ErasureRecord['reason'] = 'peticion-del-titular',
): ErasureRecord => ({ id, erasedAt: hoursAgo(hours), erasedBy: ADMIN, reason });

const records = [
  applicationRecord('SOL1000', hoursAgo(2)),
  applicationRecord('SOL1001', hoursAgo(30), { stage: 'en-tramite' }),
  applicationRecord('SOL1002', hoursAgo(50), { stage: 'asociada' }),
];

async function openPrivacy(options: Parameters<typeof renderStaffPage>[0] = {}) {
  const page = await renderStaffPage({ records, ...options });
  await openInbox(page.user, ADMIN.email);
  await page.user.click(screen.getByRole('button', { name: 'Privacidad' }));
  await screen.findByRole('heading', { level: 1, name: 'Privacidad' });
  return page;
}

const panel = () => screen.getByRole('region', { name: 'Números de solicitud' }) as HTMLElement;

/** The value shown beside a label of the gauge's list. */
const shown = (label: string) =>
  within(panel()).getByText(label).nextElementSibling?.textContent ?? '';

const reading = (taken: number, quarantined: number): NumberSpaceReadings => ({
  latest: async () => ({
    taken,
    quarantined,
    free: 9_000 - taken - quarantined,
    measuredAt: new Date('2026-03-14T15:09:26.000Z'),
  }),
});

describe("the admins' number space gauge", () => {
  it('shows the numbers taken, quarantined and free, as a meter, and when they were measured', async () => {
    await openPrivacy({
      erasures: [erasedHoursAgo('SOL5000', 40 * DAY_HOURS), erasedHoursAgo('SOL5001', 900)],
    });

    const meter = await screen.findByRole('meter', { name: 'En uso: 0.1 % de los números' });
    expect(meter).toHaveAttribute('value', '5');
    expect(meter).toHaveAttribute('max', '9000');
    expect(meter).toHaveAttribute('high', '7200');
    expect(shown('Con solicitud')).toBe('3');
    expect(shown('En cuarentena (de solicitudes borradas)')).toBe('2');
    expect(shown('Libres')).toBe('8,995');
    expect(within(panel()).getByText(`Medido el ${MEASURED}`)).toBeInTheDocument();
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns past 80 % in use, taken and quarantined together', async () => {
    await openPrivacy({ numberSpace: reading(7_000, 300) });

    expect(
      await screen.findByRole('meter', { name: 'En uso: 81.2 % de los números' }),
    ).toHaveAttribute('value', '7300');
    expect(shown('Libres')).toBe('1,700');
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      /Se usa más del 80 % de los números: cada vez más envíos encuentran ocupados/,
    );
  });

  it('says so before the first measurement, and when it cannot be read', async () => {
    await openPrivacy({ numberSpace: { latest: async () => undefined } });
    expect(
      await within(panel()).findByText('Todavía no hay medición: el servidor mide cada día.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('says it could not read the gauge when storage fails', async () => {
    await openPrivacy({
      numberSpace: {
        latest: async () => {
          throw new Error('unavailable');
        },
      },
    });
    expect(
      await within(panel()).findByText(
        'No pudimos leer el medidor de números. Revisa tu conexión.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the purge and the number quarantine', () => {
  it('frees the numbers whose erasure records passed 24 months, after one confirmation, and the gauge follows', async () => {
    const { user } = await openPrivacy({
      erasures: [
        erasedHoursAgo('SOL5000', 40 * DAY_HOURS),
        erasedHoursAgo('SOL5001', 740 * DAY_HOURS, 'plazo-vencido'),
      ],
    });
    expect(
      await screen.findByText(
        /^1 número de solicitudes borradas hasta el .* cumplió 24 meses de cuarentena: la limpieza lo libera\.$/,
      ),
    ).toBeInTheDocument();
    expect(shown('En cuarentena (de solicitudes borradas)')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Liberar 1 número' }));
    await user.click(screen.getByRole('button', { name: 'Sí, liberar 1 número' }));

    expect(await screen.findByText('Se liberó 1 número.')).toBeInTheDocument();
    expect(
      await screen.findByRole('meter', { name: 'En uso: 0.1 % de los números' }),
    ).toHaveAttribute('value', '4');
    expect(shown('En cuarentena (de solicitudes borradas)')).toBe('1');
    expect(screen.queryByRole('button', { name: /Liberar/ })).not.toBeInTheDocument();
  });
});

describe("the inbox's search for an erased number", () => {
  async function search(user: UserEvent, text: string) {
    const box = screen.getByRole('searchbox', {
      name: 'Buscar por número, nombre, DUI, teléfono o correo',
    });
    await user.clear(box);
    await user.type(box, text);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
  }

  const erasures = [
    erasedHoursAgo('SOL5000', 40 * DAY_HOURS),
    erasedHoursAgo('SOL5001', 740 * DAY_HOURS, 'plazo-vencido'),
  ];

  it('tells any member that the application was erased, when and why, and that its number is nobody else’s during the quarantine', async () => {
    const { user } = await renderStaffPage({ records, erasures });
    await openInbox(user);

    await search(user, 'sol 5000');

    expect(
      await screen.findByText('No encontramos ninguna solicitud con «sol 5000».'),
    ).toBeInTheDocument();
    const notice = await screen.findByText(/^La solicitud SOL5000 fue borrada el/);
    expect(notice).toHaveTextContent(
      'La solicitud SOL5000 fue borrada el 02/02/2026, 9:00 a. m. (motivo: A petición del titular). No queda ningún dato de quien la envió.',
    );
    expect(
      screen.getByText(
        /^El número SOL5000 no se da a nadie más al menos hasta el 02\/02\/2028, 9:00 a\. m\.: quien lo trae es quien envió la solicitud borrada\. Explícale que sus datos se borraron y que puede llenar una solicitud nueva/,
      ),
    ).toBeInTheDocument();
  });

  it('says a number past its quarantine will be freed by the next purge', async () => {
    const { user } = await renderStaffPage({ records, erasures });
    await openInbox(user);

    await search(user, 'SOL5001');

    expect(
      await screen.findByText(
        /^La solicitud SOL5001 fue borrada el .* \(motivo: Plazo de conservación vencido\)\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'El número SOL5001 ya cumplió su cuarentena: la próxima limpieza lo libera y podrá darse a una solicitud nueva.',
      ),
    ).toBeInTheDocument();
  });

  it('adds nothing for a number never used, nor for a search that finds an application', async () => {
    const { user } = await renderStaffPage({ records, erasures });
    await openInbox(user);

    await search(user, 'SOL6000');
    expect(
      await screen.findByText('No encontramos ninguna solicitud con «SOL6000».'),
    ).toBeInTheDocument();
    await search(user, 'SOL1000');
    expect(await screen.findByText('Una solicitud con «SOL1000».')).toBeInTheDocument();
    expect(screen.queryByText(/fue borrada/)).not.toBeInTheDocument();
  });
});
