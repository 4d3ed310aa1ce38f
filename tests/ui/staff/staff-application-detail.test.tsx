import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import { STAGES, type Stage } from '../../../src/applications/domain/workflow/stage';
import { STAGE_LABELS } from '../../../src/applications/domain/workflow/stage-labels';
import { allowedTransitions } from '../../../src/applications/domain/workflow/transitions';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { MalformedDocumentError } from '../../../src/shared/domain/storage-errors';
import {
  applicationRecord,
  hoursAgo,
  type RecordOptions,
} from '../../support/application-record-fixtures';
import { ADMIN, CLERK } from '../../support/staff-fixtures';

/** The application every test here opens, sent an hour ago. */
const sol1000 = (options: RecordOptions = {}) => applicationRecord('SOL1000', hoursAgo(1), options);

const BUTTON_LABELS = {
  accept: 'Aceptar como Nueva',
  start: 'Pasar a En trámite',
  associate: 'Marcar como Asociada',
  close: 'Cerrar solicitud',
  reopen: 'Reabrir',
  'undo-associate': 'Deshacer la afiliación',
};

/** Signs in, shows every stage, and opens one application from the list. */
async function openDetail(user: UserEvent, id: ApplicationId) {
  await openInbox(user);
  await user.click(await screen.findByRole('button', { name: 'Todas' }));
  await user.click(await screen.findByRole('link', { name: id }));
  await screen.findByRole('heading', { level: 2, name: 'Acciones' });
}

const actions = () => within(screen.getByRole('region', { name: 'Acciones' }));
/** The labels of the buttons the Acciones region offers, in order. */
const actionLabels = () =>
  actions()
    .getAllByRole('button')
    .map((button) => button.textContent);
const history = () => within(screen.getByRole('region', { name: 'Historial' }));
const field = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the detail of an application', () => {
  it('shows every field the applicant sent, with its date in El Salvador time', async () => {
    const { user } = await renderStaffPage({ records: [sol1000({ nit: '' })] });
    await openDetail(user, 'SOL1000');

    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud SOL1000' })).toHaveFocus();
    expect(field('Nombres')).toHaveTextContent('Persona SOL1000');
    expect(field('Apellidos')).toHaveTextContent('Hernández López');
    expect(field('Razón Social')).toHaveTextContent('Ana María Hernández López');
    expect(field('DUI')).toHaveTextContent('02495046-3');
    expect(field('NIT')).toHaveTextContent('No lo indicó');
    expect(field('Dirección')).toHaveTextContent(
      'Barrio El Centro, 3.ª Avenida Norte #5, Suchitoto',
    );
    expect(field('Comentarios')).toHaveTextContent('Me interesa un crédito para mi negocio.');
    expect(field('Términos y aviso de privacidad')).toHaveTextContent('Aceptados');
    expect(field('Recibida')).toHaveTextContent('14/03/2026, 8:00 a. m.');
    expect(field('Etapa')).toHaveTextContent('Nueva');
  });

  it('links the phone for a call and WhatsApp, and the e-mail for writing', async () => {
    const { user } = await renderStaffPage({ records: [sol1000()] });
    await openDetail(user, 'SOL1000');
    expect(screen.getByRole('link', { name: '7123-4567' })).toHaveAttribute(
      'href',
      'tel:+50371234567',
    );
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/50371234567');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'ana.hernandez@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana.hernandez@example.com',
    );
  });

  it('encodes the e-mail in its mailto link, so no text of it becomes a header of the message', async () => {
    // Stored before the e-mail rule refused ? & = % (or written by hand): still only a recipient.
    const email = 'ana.lopez%40gmail.com?bcc=espia%40evil.example&subject=hola@gmail.com';
    const { user } = await renderStaffPage({ records: [sol1000({ email })] });
    await openDetail(user, 'SOL1000');
    const href = screen.getByRole('link', { name: email }).getAttribute('href') ?? '';
    expect(href).toBe(
      'mailto:ana.lopez%2540gmail.com%3Fbcc%3Despia%2540evil.example%26subject%3Dhola@gmail.com',
    );
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe(email);
  });

  it.each([
    ['6123-4567', true],
    ['2335-1200', false],
  ])('offers WhatsApp for %s only if it is a mobile: %s', async (phone, mobile) => {
    const { user } = await renderStaffPage({ records: [sol1000({ phone })] });
    await openDetail(user, 'SOL1000');
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:+503${phone.replace('-', '')}`,
    );
    expect(screen.queryAllByRole('link', { name: /WhatsApp/ })).toHaveLength(mobile ? 1 : 0);
  });

  it('says the applicant withdrew it themselves, from their status link, when they did', async () => {
    const { user } = await renderStaffPage({
      records: [applicationRecord('SOL1000', hoursAgo(48), { stage: 'cerrada' })],
      histories: {
        SOL1000: [
          {
            id: 'h1',
            at: new Date('2026-03-14T18:45:00Z'),
            by: { applicant: true },
            kind: 'transition',
            from: 'nueva',
            to: 'cerrada',
            reason: 'desistio',
          },
        ],
      },
    });
    await openDetail(user, 'SOL1000');

    expect(history().getAllByRole('listitem')[1]?.textContent).toBe(
      '14/03/2026, 12:45\u00a0p.\u00a0m. · el solicitante, desde su enlace de seguimientoPasó de Nueva a Cerrada. Motivo: Desistió.',
    );
  });

  it('shows the history: who, when in El Salvador time, from and to, the reason, and notes', async () => {
    const by = { uid: CLERK.uid, email: CLERK.email };
    const { user } = await renderStaffPage({
      records: [
        applicationRecord('SOL1000', hoursAgo(48), {
          stage: 'cerrada',
          closeReason: 'no-se-presento',
        }),
      ],
      histories: {
        SOL1000: [
          {
            id: 'h1',
            at: new Date('2026-03-12T16:30:00Z'),
            by,
            kind: 'transition',
            from: 'nueva',
            to: 'en-tramite',
            reason: null,
          },
          {
            id: 'h2',
            at: new Date('2026-03-13T17:00:00Z'),
            by: ADMIN,
            kind: 'note',
            text: 'Llamó el viernes.',
          },
          {
            id: 'h3',
            at: new Date('2026-03-14T18:45:00Z'),
            by,
            kind: 'transition',
            from: 'en-tramite',
            to: 'cerrada',
            reason: 'no-se-presento',
          },
        ],
      },
    });
    await openDetail(user, 'SOL1000');
    expect(
      history()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '12/03/2026, 9:00\u00a0a.\u00a0m. · página de solicitudLlegó la solicitud.',
      `12/03/2026, 10:30\u00a0a.\u00a0m. · ${CLERK.email}Pasó de Nueva a En trámite.`,
      `13/03/2026, 11:00\u00a0a.\u00a0m. · ${ADMIN.email}Nota: Llamó el viernes.`,
      `14/03/2026, 12:45\u00a0p.\u00a0m. · ${CLERK.email}Pasó de En trámite a Cerrada. Motivo: No se presentó.`,
    ]);
    expect(field('Etapa')).toHaveTextContent('Cerrada Motivo: No se presentó.');
  });

  it('shows its error state, naming the field and not its value, when stored damaged', async () => {
    const { user, inbox } = await renderStaffPage({ records: [sol1000()] });
    // As the Firestore adapter reports a document its mapper cannot read.
    vi.spyOn(inbox, 'watchApplication').mockImplementation((id, listener) => {
      const path = `Applications/${id}`;
      listener.error(new MalformedDocumentError(path, 'dui', 'should be a string, found a number'));
      return () => undefined;
    });
    await openInbox(user);
    await user.click(await screen.findByRole('link', { name: 'SOL1000' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hay datos dañados en Applications/SOL1000 (campo «dui»), así que no se pueden mostrar.',
    );
    expect(screen.queryByRole('region', { name: 'Acciones' })).not.toBeInTheDocument();
  });
});

describe('moving an application along the workflow', () => {
  it.each(STAGES)('offers exactly the allowed moves from %s', async (stage: Stage) => {
    const { user } = await renderStaffPage({ records: [sol1000({ stage })] });
    await openDetail(user, 'SOL1000');
    const offered = actions()
      .queryAllByRole('button')
      .map((button) => button.textContent);
    // A clerk, and an application with nothing of its checklist met: not yet Asociada, and no
    // undo (membership-checklist.test.tsx has those).
    const moves = allowedTransitions(stage)
      .filter(({ action }) => action !== 'associate' && action !== 'undo-associate')
      .map(({ action }) => BUTTON_LABELS[action]);
    // Every stage that can close can also be closed as spam in one click.
    const spam = moves.includes('Cerrar solicitud') ? ['Marcar como spam'] : [];
    expect(offered).toEqual([...moves, ...spam]);
  });

  it.each([
    ['nueva', 'Pasar a En trámite', 'En trámite', 'Pasó de Nueva a En trámite.'],
    ['cerrada', 'Reabrir', 'En trámite', 'Pasó de Cerrada a En trámite.'],
  ] as const)(
    'moves it from %s with "%s", and records who did it',
    async (stage, button, to, entry) => {
      const { user } = await renderStaffPage({ records: [sol1000({ stage })] });
      await openDetail(user, 'SOL1000');
      await user.click(actions().getByRole('button', { name: button }));

      expect(await screen.findByText(`Listo: la solicitud SOL1000 pasó a ${to}.`)).toHaveRole(
        'status',
      );
      expect(await history().findByText(entry)).toBeInTheDocument();
      expect(history().getByText(entry).previousElementSibling).toHaveTextContent(
        `14/03/2026, 9:09 a. m. · ${CLERK.email}`,
      );
      expect(field('Etapa')).toHaveTextContent(to);
      expect(screen.getByRole('heading', { name: 'Acciones' })).toHaveFocus();
    },
  );

  it.each(['nueva', 'en-tramite', 'en-revision'] as const)(
    'marks an application %s as spam in one click, recorded with who and when',
    async (stage) => {
      const { user } = await renderStaffPage({ records: [sol1000({ stage })] });
      await openDetail(user, 'SOL1000');
      await user.click(actions().getByRole('button', { name: 'Marcar como spam' }));

      expect(
        await screen.findByText('Listo: la solicitud SOL1000 quedó cerrada como spam.'),
      ).toHaveRole('status');
      const entry = `Pasó de ${STAGE_LABELS[stage]} a Cerrada. Motivo: Spam o prueba.`;
      expect(await history().findByText(entry)).toBeInTheDocument();
      expect(history().getByText(entry).previousElementSibling).toHaveTextContent(
        `14/03/2026, 9:09 a. m. · ${CLERK.email}`,
      );
    },
  );

  it('accepts an application held for review as a Nueva', async () => {
    const { user } = await renderStaffPage({ records: [sol1000({ stage: 'en-revision' })] });
    await openDetail(user, 'SOL1000');
    await user.click(actions().getByRole('button', { name: 'Aceptar como Nueva' }));

    expect(await screen.findByText('Listo: la solicitud SOL1000 pasó a Nueva.')).toHaveRole(
      'status',
    );
    expect(await history().findByText('Pasó de En revisión a Nueva.')).toBeInTheDocument();
    expect(field('Etapa')).toHaveTextContent('Nueva');
  });

  it('closes only with a reason from the list', async () => {
    const { user } = await renderStaffPage({ records: [sol1000({ stage: 'en-tramite' })] });
    await openDetail(user, 'SOL1000');
    await user.click(actions().getByRole('button', { name: 'Cerrar solicitud' }));
    const reasons = screen.getByRole('group', { name: 'Motivo del cierre' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'No se presentó',
      'Documentos incompletos',
      'No cumple los requisitos',
      'Desistió',
      'Solicitud duplicada',
      'Spam o prueba',
    ]);

    await user.click(screen.getByRole('button', { name: 'Confirmar cierre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elige el motivo del cierre.');
    expect(history().queryByText(/Pasó de/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Desistió' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cierre' }));
    expect(
      await history().findByText('Pasó de En trámite a Cerrada. Motivo: Desistió.'),
    ).toBeInTheDocument();
    expect(field('Etapa')).toHaveTextContent('Cerrada Motivo: Desistió.');
    expect(actionLabels()).toEqual(['Reabrir']);
  });

  it('tells staff when someone else moved the application while they looked at it, and changes nothing', async () => {
    const { user, inbox } = await renderStaffPage({ records: [sol1000()] });
    await openDetail(user, 'SOL1000');
    const record = inbox.recordTransition.bind(inbox);
    // Another person at another desk closes it a moment before this click reaches storage.
    vi.spyOn(inbox, 'recordTransition').mockImplementationOnce(async (id, change, by) => {
      await record(id, { from: 'nueva', to: 'cerrada', reason: 'duplicada' }, ADMIN);
      return record(id, change, by);
    });

    await user.click(actions().getByRole('button', { name: 'Pasar a En trámite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Otra persona cambió esta solicitud mientras la veías: revisa su etapa actual.',
    );
    expect(
      await history().findByText('Pasó de Nueva a Cerrada. Motivo: Solicitud duplicada.'),
    ).toBeInTheDocument();
    expect(history().queryByText(/a En trámite/)).not.toBeInTheDocument();
    expect(field('Etapa')).toHaveTextContent('Cerrada');
    expect(actionLabels()).toEqual(['Reabrir']);
  });
});

describe('notes', () => {
  it('says in its hint that the applicant receives the notes when they ask for their data', async () => {
    const { user } = await renderStaffPage({ records: [sol1000()] });
    await openDetail(user, 'SOL1000');
    expect(screen.getByLabelText('Nota interna')).toHaveAccessibleDescription(
      /la persona si pide sus datos: forma parte de lo que se le entrega/,
    );
  });

  it('adds a note to the history in the name of the person signed in, and empties the box', async () => {
    const { user } = await renderStaffPage({ records: [sol1000()] });
    await openDetail(user, 'SOL1000');
    await user.type(screen.getByLabelText('Nota interna'), 'Trae el recibo de luz el lunes.');
    await user.click(screen.getByRole('button', { name: 'Agregar nota' }));
    expect(await history().findByText('Nota: Trae el recibo de luz el lunes.')).toBeInTheDocument();
    expect(screen.getByText('Nota agregada al historial.')).toHaveRole('status');
    expect(screen.getByLabelText('Nota interna')).toHaveValue('');
  });

  it.each([
    ['an empty note', '   ', 'Escribe la nota antes de agregarla.'],
    [
      'a note of Unicode spaces only',
      '\u00a0\u3000\u2028\ufeff',
      'Escribe la nota antes de agregarla.',
    ],
    [
      'a note with a right-to-left override',
      'Devolver \u202eojabart ed ecnatsnoc\u202c',
      'La nota tiene caracteres invisibles o de control, que suelen colarse al copiar y pegar: escribe de nuevo, sin pegarla, la parte copiada.',
    ],
    [
      'a note too long',
      'x'.repeat(2001),
      'La nota puede tener hasta 2000 caracteres; esta tiene 2001. Acórtala un poco.',
    ],
  ])('refuses %s and keeps what was typed', async (_case, text, message) => {
    const { user } = await renderStaffPage({ records: [sol1000()] });
    await openDetail(user, 'SOL1000');
    const box = screen.getByLabelText('Nota interna');
    await user.click(box);
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Agregar nota' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue(text);
    expect(history().queryByText(/^Nota:/)).not.toBeInTheDocument();
  });
});
