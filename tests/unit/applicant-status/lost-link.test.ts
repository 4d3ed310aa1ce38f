import { describe, expect, it, vi } from 'vitest';
import {
  applicationNumberOf,
  duiOf,
  lostLinkRequestOf,
} from '../../../src/applicant-status/domain/lost-link';
import { LOST_LINK_ANSWER_MS } from '../../../src/applicant-status/application/replace-lost-link';
import { validForm } from '../../support/application-fixtures';
import { SITE, statusWorld, textOf } from './status-world';

const LOST = '/estado/perdi-el-enlace';
const DUI = validForm().dui;

describe('Perdí el enlace: what the form reads', () => {
  it('takes the number with or without SOL, and the DUI with or without its dash, by the form’s own rule', () => {
    expect(applicationNumberOf(' sol 1234 ')).toBe('SOL1234');
    expect(applicationNumberOf('1234')).toBe('SOL1234');
    expect(applicationNumberOf('SOL0999')).toBeUndefined();
    expect(duiOf('024950463')).toBe('02495046-3');
    expect(duiOf('02495046-3')).toBe('02495046-3');
    expect(duiOf('02495046-4')).toBeUndefined();
    expect(lostLinkRequestOf({ numero: 'SOL1234', dui: 'x' })).toBe('invalid');
    expect(lostLinkRequestOf(undefined)).toBe('invalid');
  });
});

describe('Perdí el enlace', () => {
  it('shows a form with labelled fields for the number and the DUI', async () => {
    const { open } = statusWorld();

    const { status, html } = await open('GET', LOST);

    expect(status).toBe(200);
    expect(html).toContain(`<form method="post" action="${LOST}">`);
    expect(html).toContain('<label for="numero">Número de solicitud</label>');
    expect(html).toContain('<label for="dui">DUI</label>');
  });

  it('e-mails a fresh link to the address on file when number and DUI match an open application; the old links stop working', async () => {
    const { stored, open, queued } = statusWorld();
    const old = await stored('SOL1001', { email: 'ana@example.com' });

    const answer = await open('POST', LOST, { numero: 'sol1001', dui: '024950463' });

    expect(answer.status).toBe(200);
    expect(textOf(answer.html)).toContain(
      'Si los datos coinciden con una solicitud abierta, te enviamos un enlace nuevo al correo que registraste',
    );
    const [mail] = await queued();
    expect(mail?.to).toBe('ana@example.com');
    const link = new RegExp(`${SITE}(/estado/[A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect((await open('GET', link ?? '')).status).toBe(200);
    // It went by e-mail alone: opening it shows the mailbox is read, and the talk is offered.
    expect((await open('GET', link ?? '')).html).toContain(`action="${link}/elegir-charla"`);
    expect((await open('GET', old)).status).toBe(404);
    // The e-mail names the number, nothing else of the application.
    expect(mail?.text).not.toContain(DUI);
    expect(mail?.text).not.toContain(validForm().first_name);
  });

  it('answers the very same page when they do not match, or the application is closed, held for review or gone, and sends nothing', async () => {
    const { stored, open, queued } = statusWorld();
    const kept = await stored('SOL1001');
    await stored('SOL1002', { stage: 'cerrada' });
    // Held for review (past the hour's limit, or sent without App Check): no e-mail until accepted.
    await stored('SOL1003', { stage: 'en-revision' });
    const matched = await open('POST', LOST, { numero: 'SOL1001', dui: DUI }, '192.0.2.1');
    await queued();

    const answers = [
      await open('POST', LOST, { numero: 'SOL1001', dui: '00000001-8' }, '192.0.2.2'),
      await open('POST', LOST, { numero: 'SOL1002', dui: DUI }, '192.0.2.3'),
      await open('POST', LOST, { numero: 'SOL1003', dui: DUI }, '192.0.2.5'),
      await open('POST', LOST, { numero: 'SOL9999', dui: DUI }, '192.0.2.4'),
    ];

    for (const answer of answers) expect(answer).toEqual(matched);
    expect(await queued()).toEqual([]);
    expect((await open('GET', kept)).status).toBe(404);
  });

  it('says what to check when the number or the DUI cannot be one, without looking anything up', async () => {
    const { open } = statusWorld();

    const answer = await open('POST', LOST, { numero: 'hola', dui: '123' });

    expect(answer.status).toBe(400);
    expect(textOf(answer.html)).toContain('Revisa los datos');
  });

  it('counts the address: past it, it refuses before comparing anything', async () => {
    const { open } = statusWorld();

    // One address: five an hour, whatever the numbers.
    for (const number of ['SOL2001', 'SOL2002', 'SOL2003', 'SOL2004', 'SOL2005'])
      expect((await open('POST', LOST, { numero: number, dui: DUI }, '198.51.100.1')).status).toBe(
        200,
      );
    expect((await open('POST', LOST, { numero: 'SOL2006', dui: DUI }, '198.51.100.1')).status).toBe(
      429,
    );
  });

  it('counts the number only when it matched: junk requests never lock its applicant out', async () => {
    const { stored, open, queued } = statusWorld();
    await stored('SOL1001');
    const wrong = { numero: 'SOL1001', dui: '00000001-8' };
    const right = { numero: 'SOL1001', dui: DUI };
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'])
      expect((await open('POST', LOST, wrong, address)).status).toBe(200);

    expect((await open('POST', LOST, right, '192.0.2.9')).status).toBe(200);
    expect(await queued()).toHaveLength(1);
  });

  it('sends three fresh links a day for one number; past them it answers alike and sends nothing', async () => {
    const { stored, open, queued, later } = statusWorld();
    await stored('SOL1001', { email: 'ana@example.com' });
    const right = { numero: 'SOL1001', dui: DUI };
    const answers = [];
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      answers.push(await open('POST', LOST, right, address));
      later(1);
    }

    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await queued()).toHaveLength(3);
  });

  it('keeps the old links working when the fresh one cannot be queued', async () => {
    const { stored, open, outbox, queued } = statusWorld();
    const old = await stored('SOL1001');
    outbox.enqueue = () => Promise.reject(new Error('Firestore no responde'));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await open('POST', LOST, { numero: 'SOL1001', dui: DUI }, '192.0.2.1');
    spy.mockRestore();

    expect((await open('GET', old)).status).toBe(200);
    expect(await queued()).toEqual([]);
  });

  it('answers a match and a mismatch alike, both only at the same moment after the request began', async () => {
    const { stored, open, clock, waitedUntil } = statusWorld();
    await stored('SOL1001');
    const start = clock.now().getTime();

    const matched = await open('POST', LOST, { numero: 'SOL1001', dui: DUI }, '192.0.2.1');
    const mismatched = await open(
      'POST',
      LOST,
      { numero: 'SOL1001', dui: '00000001-8' },
      '192.0.2.2',
    );

    expect(mismatched).toEqual(matched);
    expect(waitedUntil.map((moment) => moment.getTime())).toEqual([
      start + LOST_LINK_ANSWER_MS,
      start + LOST_LINK_ANSWER_MS,
    ]);
  });

  it('answers a match whose store fails as a mismatch, logging neither the number nor the DUI', async () => {
    const { stored, open, links, waitedUntil } = statusWorld();
    await stored('SOL1001');
    const mismatched = await open(
      'POST',
      LOST,
      { numero: 'SOL1001', dui: '00000001-8' },
      '192.0.2.2',
    );
    links.issue = () => Promise.reject(new Error('Firestore no responde'));
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));

    const matched = await open('POST', LOST, { numero: 'SOL1001', dui: DUI }, '192.0.2.1');
    spy.mockRestore();

    expect(matched).toEqual(mismatched);
    expect(waitedUntil).toHaveLength(2);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('1001');
    expect(JSON.stringify(logged)).not.toContain(DUI);
  });
});
