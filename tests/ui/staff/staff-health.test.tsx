import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryHealthStore } from '../../../src/health/adapters/memory/in-memory-health-store';
import { heartbeatOf } from '../../../src/health/domain/heartbeat';
import type { HealthView } from '../../../src/health/domain/health-view';
import { SCHEDULED_JOBS } from '../../../src/health/domain/scheduled-jobs';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { ADMIN, CLERK } from '../../support/staff-fixtures';

/** The staff tests' fixed clock. */
const NOW = new Date('2026-03-14T15:09:26.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

function measured(failingFor: number | null): HealthView {
  return {
    measuredAt: minutesAgo(3),
    mail: {
      sent: 41,
      retrying: 3,
      givenUp: 2,
      lastErrorCode: 'MAIL_AUTH_FAILED',
      lastErrorAt: minutesAgo(10),
      lastSentAt: minutesAgo(200),
      givenUpReceipts: ['SOL4821', 'SOL1234'],
      failingSince: failingFor === null ? null : minutesAgo(failingFor),
    },
    intake: { stored: 7, refused: 5, markedForReview: 2 },
  };
}

/** Every job ran a minute ago, except those given, which last ran two days ago (a daily job: late). */
async function healthStore(view: HealthView | null, lateJobs: string[] = []) {
  const store = new InMemoryHealthStore();
  for (const job of SCHEDULED_JOBS) {
    const ranAt = lateJobs.includes(job) ? minutesAgo(2 * 24 * 60) : minutesAgo(1);
    await store.recordHeartbeat(heartbeatOf(job, 'ok', ranAt));
  }
  if (view) await store.recordView(view);
  return store;
}

const shown = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

async function openEstado(health: InMemoryHealthStore) {
  const page = await renderStaffPage({ health });
  await openInbox(page.user, ADMIN.email);
  await page.user.click(screen.getByRole('button', { name: 'Estado' }));
  await screen.findByRole('heading', { level: 1, name: 'Estado' });
  return page;
}

describe("the admins' Estado screen", () => {
  it("shows the week's e-mail, the last error explained, the receipts to call about, and the day's intake", async () => {
    await openEstado(await healthStore(measured(null)));

    const mail = await screen.findByRole('region', { name: 'Correo (últimos 7 días)' });
    expect(shown(mail, 'Enviados')).toBe('41');
    expect(shown(mail, 'Reintentando')).toBe('3');
    expect(shown(mail, 'Abandonados')).toBe('2');
    expect(within(mail).getByText('MAIL_AUTH_FAILED')).toBeInTheDocument();
    expect(within(mail).getByText(/rechazó el usuario o la contraseña/)).toBeInTheDocument();
    expect(within(mail).getByRole('link', { name: 'SOL4821' })).toHaveAttribute(
      'href',
      '/personal/solicitudes/SOL4821',
    );
    expect(within(mail).getByRole('link', { name: 'SOL1234' })).toBeInTheDocument();

    const intake = screen.getByRole('region', { name: 'Solicitudes (últimas 24 horas)' });
    expect(shown(intake, 'Guardadas')).toBe('7');
    expect(shown(intake, 'Rechazadas por los límites')).toBe('5');
    expect(shown(intake, 'Marcadas para revisión')).toBe('2');
    expect(
      screen.getByRole('link', { name: 'Ver el medidor de números en Privacidad' }),
    ).toHaveAttribute('href', '/personal/privacidad');
  });

  it("shows each job's last run, outcome and next time, and says 'Atrasado' in words for a late one", async () => {
    await openEstado(await healthStore(measured(null), ['dailyDigest']));

    const late = await screen.findByRole('region', {
      name: 'Resumen diario y recordatorios de charlas',
    });
    expect(shown(late, 'Situación')).toMatch(/^Atrasado/);
    expect(shown(late, 'Resultado')).toBe('Bien');
    const onTime = screen.getByRole('region', { name: 'Envío de correos pendientes' });
    expect(shown(onTime, 'Situación')).toBe('Al día');
    expect(shown(onTime, 'Próxima vez')).not.toBe('—');
  });

  it('opens an application whose receipt was given up from its link', async () => {
    const { user } = await openEstado(await healthStore(measured(null)));
    await user.click(await screen.findByRole('link', { name: 'SOL4821' }));
    expect(window.location.pathname).toBe('/personal/solicitudes/SOL4821');
  });

  it('says so before the first measurement', async () => {
    await openEstado(new InMemoryHealthStore());
    expect(
      await screen.findByText('Todavía no hay medición: el servidor mide cada cinco minutos.'),
    ).toBeInTheDocument();
  });
});

describe("the inbox's health banner", () => {
  const banner = () => screen.queryByRole('alert');

  it('warns every admin on sign-in when e-mail has failed for more than an hour, and links to Estado', async () => {
    const { user } = await renderStaffPage({ health: await healthStore(measured(61)) });
    await openInbox(user, ADMIN.email);

    expect(await screen.findByRole('alert')).toHaveTextContent(/El correo falla desde el/);
    await user.click(within(banner()!).getByRole('link', { name: 'Ver Estado' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estado' })).toBeInTheDocument();
  });

  it('warns when a job is late, naming it', async () => {
    const { user } = await renderStaffPage({
      health: await healthStore(measured(null), ['measureNumberSpace']),
    });
    await openInbox(user, ADMIN.email);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Atrasado: «Medidor de números e informe mensual»/,
    );
  });

  it('stays away while e-mail has failed for less than an hour and every job is on time', async () => {
    const { user } = await renderStaffPage({ health: await healthStore(measured(59)) });
    await openInbox(user, ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Estado' }));
    await screen.findByRole('region', { name: 'Correo (últimos 7 días)' });
    await user.click(screen.getByRole('button', { name: 'Solicitudes' }));
    expect(banner()).not.toBeInTheDocument();
  });

  it('is never shown to staff who are not admins, and neither is Estado', async () => {
    const { user } = await renderStaffPage({
      health: await healthStore(measured(120), ['dailyDigest']),
    });
    await openInbox(user, CLERK.email);
    expect(screen.queryByRole('button', { name: 'Estado' })).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(/El sistema necesita atención/)).not.toBeInTheDocument();
  });
});
