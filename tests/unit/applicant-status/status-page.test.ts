import { describe, expect, it } from 'vitest';
import { describeHistoryActor } from '../../../src/applications/domain/history-description';
import { cooperative } from '../../../src/shared/content/cooperative';
import { validForm } from '../../support/application-fixtures';
import { applicationRecord } from '../../support/application-record-fixtures';
import { CLERK, statusWorld, SUBMITTED, textOf } from './status-world';

const { office } = cooperative;

describe('¿En qué va mi solicitud? (the status page of a link)', () => {
  it('shows the number, the date, the stage in the applicant’s words, what is missing and the office; nothing else personal', async () => {
    const { stored, open } = statusWorld();
    const path = await stored('SOL1001');

    const { status, html } = await open('GET', path);

    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Número de solicitud SOL1001');
    expect(text).toContain('Estado Recibida');
    expect(text).toContain('Tu DUI original y una fotocopia ampliada al 150 %');
    expect(text).toContain('Un recibo de agua reciente');
    expect(text).toContain('El pago único de $15.00');
    expect(text).toContain('Asistir a una charla informativa');
    expect(text).toContain(office.phone);
    expect(text).toContain('Escríbenos por WhatsApp');
    expect(html).toContain(
      `https://wa.me/503${office.whatsapp.replace('-', '')}?text=Hola%2C%20tengo%20una%20consulta%20sobre%20mi%20solicitud%20SOL1001.`,
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/<script/i);
    const form = validForm();
    for (const personal of [
      form.first_name,
      form.last_name,
      form.dui,
      form.nit,
      form.phone,
      form.email,
      form.address,
    ])
      expect(html, personal).not.toContain(personal);
  });

  it("says 'Formulario enviado con éxito' first (title and heading) at the address the intake sends a form sent without script to, and only there", async () => {
    const { stored, open } = statusWorld();
    const path = await stored('SOL1001');

    const sent = await open('GET', `${path}/enviada`);

    expect(sent.status).toBe(200);
    expect(sent.html).toContain('<title>Formulario enviado con éxito · ');
    expect(sent.html).toContain('<h1>Formulario enviado con éxito</h1>');
    expect(textOf(sent.html)).toMatch(
      /Formulario enviado con éxito Guarda esta página .* ¿En qué va mi solicitud\? Número de solicitud SOL1001 /,
    );
    expect(textOf((await open('GET', path)).html)).not.toContain('Formulario enviado con éxito');
    // Shown, never done: the address takes a GET only; a made-up token is no link at all.
    expect((await open('POST', `${path}/enviada`)).status).toBe(405);
    expect((await open('GET', `/estado/${'x'.repeat(43)}/enviada`)).status).toBe(404);
  });

  it('follows a clerk’s moves and ticks: waiting for the applicant with what is missing, then complete, then a member', async () => {
    const { stored, open, inbox } = statusWorld();
    const path = await stored('SOL1001');
    await inbox.recordTransition(
      'SOL1001',
      { from: 'nueva', to: 'en-tramite', reason: null },
      CLERK,
    );
    await inbox.recordRequirement(
      'SOL1001',
      { item: 'copia-dui', met: true, receipt: null },
      CLERK,
    );

    let text = textOf((await open('GET', path)).html);
    expect(text).toContain('Estado Te esperamos en la oficina');
    expect(text).not.toContain('Tu DUI original');
    expect(text).toContain('Tu NIT original');

    for (const item of ['copia-nit', 'recibo-agua', 'charla'] as const)
      await inbox.recordRequirement('SOL1001', { item, met: true, receipt: null }, CLERK);
    await inbox.recordRequirement('SOL1001', { item: 'cuota', met: true, receipt: 'A-1' }, CLERK);
    text = textOf((await open('GET', path)).html);
    expect(text).toContain('Estado En trámite');
    expect(text).not.toContain('Lo que te falta');

    await inbox.recordTransition(
      'SOL1001',
      { from: 'en-tramite', to: 'asociada', reason: null },
      CLERK,
    );
    text = textOf((await open('GET', path)).html);
    expect(text).toContain('Estado Ya eres asociado o asociada');
    expect(text).not.toContain('Retirar mi solicitud');
  });

  it('says why in plain words when the office closed it', async () => {
    const { stored, open } = statusWorld();
    const path = await stored('SOL1001', { stage: 'cerrada', closeReason: 'no-se-presento' });

    const text = textOf((await open('GET', path)).html);

    expect(text).toContain('Estado Cerrada');
    expect(text).toContain('Se cerró porque no te presentaste a la oficina');
    expect(text).not.toContain('Lo que te falta');
  });

  it('answers 404 "Este enlace no es válido" for a made-up token, an erased application, or a number given again since', async () => {
    const { stored, open, inbox } = statusWorld();
    const made = '/estado/' + 'A'.repeat(43);
    expect((await open('GET', made)).status).toBe(404);
    expect((await open('GET', '/estado/SOL1001')).status).toBe(404);

    const erased = await stored('SOL1001');
    inbox.store.retire('SOL1001');
    expect((await open('GET', erased)).status).toBe(404);

    const old = await stored('SOL1002');
    inbox.store.remove('SOL1002');
    await stored('SOL1002', {}, new Date(SUBMITTED.getTime() + 3_600_000));
    const answer = await open('GET', old);
    expect(answer.status).toBe(404);
    expect(textOf(answer.html)).toContain('Este enlace no es válido');
    expect(textOf(answer.html)).toContain(office.phone);
  });

  it("works for the receipt's link, which names the intake's moment, a few seconds before storage dated the application", async () => {
    const { inbox, issue, open } = statusWorld();
    inbox.seed([applicationRecord('SOL1001', new Date(SUBMITTED.getTime() + 2_500))]);

    const path = await issue.execute({ id: 'SOL1001', submittedAt: SUBMITTED });

    expect((await open('GET', path)).status).toBe(200);
    expect((await open('POST', `${path}/retirar`)).status).toBe(200);
  });

  it('refuses what the address does not take', async () => {
    const { stored, open } = statusWorld();
    const path = await stored('SOL1001');

    expect(await open('POST', path)).toMatchObject({ status: 405, allow: 'GET' });
    expect(await open('DELETE', `${path}/retirar`)).toMatchObject({
      status: 405,
      allow: 'GET, POST',
    });
    expect(await open('GET', `${path}/elegir-charla`)).toMatchObject({
      status: 405,
      allow: 'POST',
    });
  });
});

describe('Retirar mi solicitud', () => {
  it('asks first (a GET changes nothing), then closes it as desistió on the POST, in the history as the applicant’s', async () => {
    const { stored, open, inbox } = statusWorld();
    const path = await stored('SOL1001', { stage: 'en-tramite' });

    const asked = await open('GET', `${path}/retirar`);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain(`<form method="post" action="${path}/retirar">`);
    expect(inbox.store.records.get('SOL1001')?.status).toBe(true);

    const done = await open('POST', `${path}/retirar`);
    expect(done.status).toBe(200);
    expect(textOf(done.html)).toContain('Retiraste tu solicitud');
    expect(inbox.store.records.get('SOL1001')).toMatchObject({
      status: false,
      alert: false,
      closeReason: 'desistio',
    });
    const history = inbox.store.histories.get('SOL1001') ?? [];
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'transition',
        from: 'en-tramite',
        to: 'cerrada',
        reason: 'desistio',
        by: { applicant: true },
      }),
    ]);
    // Staff read who did it in the application's history.
    expect(history[0] && describeHistoryActor(history[0].by)).toBe(
      'el solicitante, desde su enlace de seguimiento',
    );
    expect(textOf((await open('GET', path)).html)).toContain('Se cerró porque pediste retirarla');
  });

  it('is safe to repeat: a second POST changes nothing and says it is closed already', async () => {
    const { stored, open, inbox } = statusWorld();
    const path = await stored('SOL1001');
    await open('POST', `${path}/retirar`);

    const again = await open('POST', `${path}/retirar`);

    expect(textOf(again.html)).toContain('Tu solicitud ya está cerrada');
    expect(inbox.store.histories.get('SOL1001')).toHaveLength(1);
  });

  it('cannot close a member’s application, and offers no withdrawal there', async () => {
    const { stored, open, inbox } = statusWorld();
    const path = await stored('SOL1001', { stage: 'asociada' });

    expect((await open('GET', `${path}/retirar`)).status).toBe(409);
    expect((await open('POST', `${path}/retirar`)).status).toBe(409);
    expect(inbox.store.records.get('SOL1001')?.isAssociated).toBe(true);
  });
});

describe('the talk on the status page', () => {
  const TALK_AT = new Date('2026-03-19T15:30:00.000Z');

  it('offers to choose a talk while it is missing, through the e-mail’s link, by a POST that issues a fresh link and answers 303 to it', async () => {
    const { stored, mailed, open, seats } = statusWorld();
    await stored('SOL1001');
    const path = await mailed('SOL1001');

    expect((await open('GET', path)).html).toContain(
      `<form method="post" action="${path}/elegir-charla">`,
    );
    const answer = await open('POST', `${path}/elegir-charla`);

    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/charla\/elegir\/[A-Za-z0-9_-]{43}$/);
    const token = answer.location?.split('/').pop() ?? '';
    expect(await seats.pass(token)).toMatchObject({ purpose: 'elegir', applicationId: 'SOL1001' });
  });

  it('shows the seat’s day, time and place, with "No podré asistir" and a change of talk', async () => {
    const { stored, open, seats } = statusWorld();
    const path = await stored('SOL1001', { stage: 'en-tramite' });
    seats.putTalk({
      id: 'jueves',
      startsAt: TALK_AT,
      seats: 10,
      taken: 0,
      place: 'Agencia Suchitoto',
    });
    seats.putSeat({
      talkId: 'jueves',
      applicationId: 'SOL1001',
      assignedAt: new Date('2026-03-13T15:00:00.000Z'),
      attended: false,
    });

    const text = textOf((await open('GET', path)).html);
    expect(text).toContain('Día jueves, 19 de marzo de 2026');
    // textOf reads the no-break spaces as spaces.
    expect(text).toContain('Hora 9:30 a. m. (hora de El Salvador)');
    expect(text).toContain('Lugar Agencia Suchitoto');
    expect(text).toContain('Cambiar de charla');

    const answer = await open('POST', `${path}/no-asistire`);
    expect(answer.location).toMatch(/^\/charla\/no-asistire\/[A-Za-z0-9_-]{43}$/);
  });

  it('offers no talk through the link the browser was handed: says the e-mail’s link will, and refuses the POST', async () => {
    const { stored, open, seats } = statusWorld();
    const path = await stored('SOL1001');

    const { html } = await open('GET', path);

    expect(html).not.toContain('elegir-charla');
    expect(textOf(html)).toContain(
      'Todavía no tienes cupo en una charla informativa. Podrás elegir tu charla informativa ' +
        'desde el enlace «¿En qué va mi solicitud?» del correo con tu número de solicitud. ' +
        `Si no lo encuentras, llama al ${office.phone} o escribe a ${office.email} .`,
    );
    expect((await open('POST', `${path}/elegir-charla`)).status).toBe(409);
    expect(seats.passCount('SOL1001')).toBe(0);
  });

  it('offers nothing about the talk once the application is closed', async () => {
    const { stored, open } = statusWorld();
    const path = await stored('SOL1001', { stage: 'cerrada' });

    expect((await open('GET', path)).html).not.toContain('elegir-charla');
    expect((await open('POST', `${path}/elegir-charla`)).status).toBe(409);
  });
});
