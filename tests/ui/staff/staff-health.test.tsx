import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryHealthStore } from '../../../src/health/adapters/memory/in-memory-health-store';
import { heartbeatOf } from '../../../src/health/domain/heartbeat';
import type { HealthView } from '../../../src/health/domain/health-view';
import { SCHEDULED_JOBS } from '../../../src/health/domain/scheduled-jobs';
import type { UserEvent } from '@testing-library/user-event';
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
    intake: { stored: 7, refused: 5, markedForReview: 2, refusedByRelay: 0 },
  };
}

/**
 * Every job ran a minute ago, except those given as late (last ran two days ago: a daily job is
 * late) or as failed (ran a minute ago, and failed).
 */
async function healthStore(
  view: HealthView | null,
  lateJobs: string[] = [],
  failedJobs: string[] = [],
) {
  const store = new InMemoryHealthStore();
  for (const job of SCHEDULED_JOBS) {
    const ranAt = lateJobs.includes(job) ? minutesAgo(2 * 24 * 60) : minutesAgo(1);
    await store.recordHeartbeat(
      heartbeatOf(job, failedJobs.includes(job) ? 'failed' : 'ok', ranAt),
    );
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

/** The verdict: a region named by its one line. */
const verdict = (name: RegExp) => screen.findByRole('region', { name });

/** A folded group of figures, opened as a person would: by its title. */
async function openGroup(user: UserEvent, name: string) {
  const group = await screen.findByRole('region', { name });
  await user.click(within(group).getByRole('heading', { name }));
  expect(group.querySelector('details')).toHaveAttribute('open');
  return group;
}

/** Nothing failing, nothing given up, every job on time. */
const quiet = (): HealthView => {
  const view = measured(null);
  return {
    ...view,
    mail: { ...view.mail, givenUp: 0, givenUpReceipts: [], lastSentAt: minutesAgo(1) },
  };
};

describe("the admins' Estado screen", () => {
  it('opens with one verdict: all well, nothing to do, and when it was measured', async () => {
    await openEstado(await healthStore(quiet()));
    const box = await verdict(/^Todo bien: no tienes que hacer nada/);
    expect(box).toHaveTextContent('El correo sale y las tareas programadas corren a su hora.');
    expect(box).toHaveTextContent(/Medido el 14\/03\/2026/);
    // The verdict comes before every figure.
    const [first] = screen.getAllByRole('region');
    expect(first).toBe(box);
  });

  it('says to look, and to call each applicant whose receipt was given up, linking their applications', async () => {
    const { user } = await openEstado(await healthStore(measured(null)));
    const box = await verdict(/^Revisa esto hoy/);
    expect(box).toHaveTextContent('2 personas no recibieron su acuse');
    expect(box).toHaveTextContent(
      'Qué hacer: Llama a quienes enviaron SOL4821, SOL1234 y confírmales que recibimos su solicitud.',
    );
    expect(within(box).getByRole('link', { name: 'SOL4821' })).toHaveAttribute(
      'href',
      '/personal/solicitudes/SOL4821',
    );
    expect(within(box).getByRole('link', { name: 'SOL1234' })).toBeInTheDocument();
    await user.click(within(box).getByRole('link', { name: 'SOL4821' }));
    expect(window.location.pathname).toBe('/personal/solicitudes/SOL4821');
  });

  it('says to look while e-mail has failed for under an hour: nothing to do yet', async () => {
    await openEstado(
      await healthStore({ ...quiet(), mail: { ...quiet().mail, failingSince: minutesAgo(20) } }),
    );
    const box = await verdict(/^Revisa esto hoy/);
    expect(box).toHaveTextContent(/El correo falla desde el .*hace menos de una hora/);
    expect(box).toHaveTextContent('Qué hacer: Por ahora nada.');
  });

  it('says act now once e-mail has failed over an hour, and whom to tell, in plain words', async () => {
    await openEstado(await healthStore(measured(61)));
    const box = await verdict(/^Actúa ahora: algo no funciona/);
    expect(box).toHaveTextContent(/El correo no sale desde el/);
    expect(box).toHaveTextContent(
      'Qué hacer: Avisa hoy mismo a quien mantiene el sistema: el servidor de correo no acepta la contraseña',
    );
    expect(box).not.toHaveTextContent('MAIL_AUTH_FAILED');
    // The receipts to call about stay in the verdict, after what must be done first.
    expect(within(box).getByRole('link', { name: 'SOL4821' })).toBeInTheDocument();
  });

  it('says act now for a late job, naming it and what it leaves undone', async () => {
    await openEstado(await healthStore(quiet(), ['dailyDigest']));
    const box = await verdict(/^Actúa ahora/);
    expect(box).toHaveTextContent(
      /«Resumen diario y recordatorios de charlas» no ha corrido: le tocaba el .*no llega el resumen diario/,
    );
  });

  it('says to look when a job failed its last run but is not late', async () => {
    await openEstado(await healthStore(quiet(), [], ['monthlyPurge']));
    const box = await verdict(/^Revisa esto hoy/);
    expect(box).toHaveTextContent(/«Purga mensual» falló la última vez que corrió/);
    expect(box).toHaveTextContent('si falla otra vez, avisa a quien mantiene el sistema');
  });

  it("folds the week's e-mail under a one-line gist; opened, the last error in plain words and its code apart", async () => {
    const { user } = await openEstado(await healthStore(measured(null)));
    const mail = await screen.findByRole('region', { name: 'Correo (últimos 7 días)' });
    expect(mail).toHaveTextContent('41 enviados · 3 en espera de otro intento · 2 no entregados');
    expect(mail.querySelector('details')).not.toHaveAttribute('open');

    await openGroup(user, 'Correo (últimos 7 días)');
    expect(shown(mail, 'Enviados')).toBe('41');
    expect(shown(mail, 'En espera de otro intento')).toBe('3');
    expect(shown(mail, 'No entregados (el sistema dejó de intentarlo)')).toBe('2');
    expect(
      within(mail).getByText(
        /el servidor de correo no acepta la contraseña de la cuenta que envía\./,
      ),
    ).toBeInTheDocument();
    expect(
      within(mail).getByText(/pide a quien mantiene el sistema que la renueve/),
    ).toBeInTheDocument();
    expect(within(mail).getByText('MAIL_AUTH_FAILED').closest('p')).toHaveTextContent(
      'Código para quien mantiene el sistema: MAIL_AUTH_FAILED',
    );
  });

  it("folds the day's intake under its gist, and shows its figures opened", async () => {
    const { user } = await openEstado(await healthStore(measured(null)));
    const intake = await screen.findByRole('region', { name: 'Solicitudes (últimas 24 horas)' });
    expect(intake).toHaveTextContent('7 guardadas · 5 rechazadas · 2 para revisión');
    await openGroup(user, 'Solicitudes (últimas 24 horas)');
    expect(shown(intake, 'Guardadas')).toBe('7');
    expect(shown(intake, 'Rechazadas por los límites')).toBe('5');
    expect(shown(intake, 'Marcadas para revisión')).toBe('2');
    expect(shown(intake, 'Rechazadas por el límite de un relevo')).toBe('0');
    expect(intake).not.toHaveTextContent('Se agotó el límite por hora de un relevo');
    expect(
      screen.getByRole('link', { name: 'Ver el medidor de números en Privacidad' }),
    ).toHaveAttribute('href', '/personal/privacidad');
  });

  it("says when a relay's hourly budget ran out, which everyone behind one CDN node shares", async () => {
    const view = measured(null);
    const { user } = await openEstado(
      await healthStore({ ...view, intake: { ...view.intake, refusedByRelay: 4 } }),
    );
    const intake = await openGroup(user, 'Solicitudes (últimas 24 horas)');
    expect(shown(intake, 'Rechazadas por el límite de un relevo')).toBe('4');
    expect(within(intake).getByRole('status')).toHaveTextContent(
      /Se agotó el límite por hora de un relevo: .*nadie que llegara por ese mismo nodo/,
    );
  });

  it("shows each job's situation, last run with its outcome, and next time; a late one in words", async () => {
    const { user } = await openEstado(await healthStore(measured(null), ['dailyDigest']));
    const jobs = await screen.findByRole('region', { name: 'Tareas programadas' });
    expect(jobs).toHaveTextContent('1 atrasada · 3 al día');
    await openGroup(user, 'Tareas programadas');

    const late = screen.getByRole('region', { name: 'Resumen diario y recordatorios de charlas' });
    expect(shown(late, 'Situación')).toMatch(/^Atrasada/);
    expect(shown(late, 'Última vez')).toMatch(/\(bien\)$/);
    const onTime = screen.getByRole('region', { name: 'Envío de correos pendientes' });
    expect(shown(onTime, 'Situación')).toBe('Al día');
    expect(shown(onTime, 'Próxima vez')).not.toBe('—');
  });

  it("says act now when the server cannot sign the passkey's session, and what the maintainer gives it", async () => {
    const { user } = await openEstado(
      await healthStore({ ...quiet(), signIn: { canSignSessions: false, selfSignUp: 'closed' } }),
    );
    const box = await verdict(/^Actúa ahora: algo no funciona/);
    expect(box).toHaveTextContent(
      'El servidor no puede abrir la sesión con llave de acceso: quien entre ahora con su contraseña se queda en el paso de la llave',
    );
    expect(box).toHaveTextContent(
      /Qué hacer: Avisa hoy mismo .*«Creador de tokens de cuenta de servicio»/,
    );
    const entry = await openGroup(user, 'Entrada del personal');
    expect(entry).toHaveTextContent('Llave de acceso: no funciona · Registro libre: cerrado');
    expect(shown(entry, 'Sesión con llave de acceso')).toBe('No: el servidor no puede firmarla');
  });

  it('says act now while anyone can make an account, and where the console closes it', async () => {
    await openEstado(
      await healthStore({ ...quiet(), signIn: { canSignSessions: true, selfSignUp: 'open' } }),
    );
    const box = await verdict(/^Actúa ahora/);
    expect(box).toHaveTextContent('Cualquiera puede crear una cuenta en el sistema');
    expect(box).toHaveTextContent(
      'Qué hacer: Ciérralo en la consola de Firebase: Authentication → Settings → User actions',
    );
  });

  it('says to look when self sign-up could not be read', async () => {
    await openEstado(
      await healthStore({ ...quiet(), signIn: { canSignSessions: true, selfSignUp: 'unknown' } }),
    );
    expect(await verdict(/^Revisa esto hoy/)).toHaveTextContent(
      'No se pudo leer si cualquiera puede crear una cuenta',
    );
  });

  it("shows sign-in's two facts, folded, when all is well", async () => {
    const { user } = await openEstado(
      await healthStore({ ...quiet(), signIn: { canSignSessions: true, selfSignUp: 'closed' } }),
    );
    await verdict(/^Todo bien/);
    const entry = await openGroup(user, 'Entrada del personal');
    expect(shown(entry, 'Sesión con llave de acceso')).toMatch(/^Sí/);
    expect(shown(entry, 'Registro libre de cuentas')).toMatch(/^Cerrado/);
  });

  it('says so before the first measurement', async () => {
    await openEstado(new InMemoryHealthStore());
    const box = await verdict(/^Revisa esto hoy/);
    expect(
      within(box).getByText('Todavía no hay medición: el servidor mide cada cinco minutos.'),
    ).toBeInTheDocument();
  });

  it('addresses the admin as tú, never usted', async () => {
    const { user } = await openEstado(
      await healthStore(measured(61), ['dailyDigest'], ['monthlyPurge']),
    );
    await verdict(/^Actúa ahora/);
    for (const name of [
      'Correo (últimos 7 días)',
      'Solicitudes (últimas 24 horas)',
      'Tareas programadas',
    ])
      await openGroup(user, name);
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).not.toMatch(/\b(avise|llame|pida|revise|usted)\b/i);
  });
});

describe("the inbox's health banner", () => {
  const banner = () => screen.queryByRole('alert');

  it('warns every admin on sign-in when e-mail has failed for more than an hour, and links to Estado', async () => {
    const { user } = await renderStaffPage({ health: await healthStore(measured(61)) });
    await openInbox(user, ADMIN.email);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Actúa ahora: algo no funciona/);
    expect(alert).toHaveTextContent(/El correo no sale desde el/);
    expect(alert).toHaveTextContent(/Qué hacer: Avisa hoy mismo a quien mantiene el sistema/);
    // Only what must be done now: the receipts to call about wait on Estado.
    expect(alert).not.toHaveTextContent('SOL4821');
    await user.click(within(banner()!).getByRole('link', { name: 'Ver Estado' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estado' })).toBeInTheDocument();
  });

  it('warns when a job is late, naming it', async () => {
    const { user } = await renderStaffPage({
      health: await healthStore(measured(null), ['measureNumberSpace']),
    });
    await openInbox(user, ADMIN.email);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /«Medidor de números e informe mensual» no ha corrido/,
    );
  });

  it('stays away while the verdict is only to look: e-mail failing under an hour, receipts given up, a job failed once', async () => {
    const { user } = await renderStaffPage({
      health: await healthStore(measured(59), [], ['monthlyPurge']),
    });
    await openInbox(user, ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Estado' }));
    await verdict(/^Revisa esto hoy/);
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
    expect(screen.queryByText(/Actúa ahora/)).not.toBeInTheDocument();
  });
});
