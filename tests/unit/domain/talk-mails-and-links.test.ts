import { describe, expect, it } from 'vitest';
import { talkInvitationMail } from '../../../src/notifications/domain/talk-invitation-mail';
import { cooperative } from '../../../src/shared/content/cooperative';
import { drawCapabilityToken } from '../../../src/shared/domain/capability-token';
import {
  cancelPassKeptUntil,
  cancelStateOf,
  passOfPath,
  passPath,
  passStateOf,
  type StoredPass,
} from '../../../src/talks/domain/talk-pass';
import { seededRandom } from '../../support/deterministic';

const NBSP = '\u00a0';
/** Thursday 3 December 2026, 9:30 in El Salvador (UTC−6). */
const STARTS_AT = new Date('2026-12-03T15:30:00.000Z');
const invitation = {
  to: 'ana@example.com',
  firstName: 'Ana <b>María</b>',
  startsAt: STARTS_AT,
  place: 'Salón de usos múltiples & patio',
  cancelUrl: 'https://primerpaso.coop/charla/no-asistire/abc',
};

describe("the applicant's e-mail about their talk", () => {
  it("says the day and time on the office's clock, with no-break spaces in 'a. m.', the place, what the talk is, and the link that frees the seat", () => {
    const mail = talkInvitationMail(invitation, 'invitacion');

    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe(
      `Tu charla informativa: jueves, 3 de diciembre de 2026, 9:30${NBSP}a.${NBSP}m. · ${cooperative.shortName}`,
    );
    expect(mail.text).toContain('Hola, Ana <b>María</b>:');
    expect(mail.text).toContain('Día: jueves, 3 de diciembre de 2026');
    expect(mail.text).toContain(`Hora: 9:30${NBSP}a.${NBSP}m. (hora de El Salvador)`);
    expect(mail.text).toContain('Lugar: Salón de usos múltiples & patio');
    expect(mail.text).toContain(
      'Es uno de los requisitos para asociarte: asistir a una charla informativa sobre cooperativismo.',
    );
    expect(mail.text).toContain(`No podré asistir: ${invitation.cancelUrl}`);
    // What the applicant typed is never read as markup.
    expect(mail.html).toContain('Hola, Ana &lt;b&gt;María&lt;/b&gt;:');
    expect(mail.html).toContain('Salón de usos múltiples &amp; patio');
    expect(mail.html).toContain(`<a href="${invitation.cancelUrl}">No podré asistir</a>`);
  });

  it('reminds the day before, with the afternoon as p. m.', () => {
    const afternoon = new Date('2026-12-03T21:00:00.000Z');
    const mail = talkInvitationMail({ ...invitation, startsAt: afternoon }, 'recordatorio');

    expect(mail.subject).toBe(
      `Mañana es tu charla informativa, 3:00${NBSP}p.${NBSP}m. · ${cooperative.shortName}`,
    );
    expect(mail.text).toContain('Te recordamos que mañana es tu charla informativa');
    expect(mail.text).toContain(`No podré asistir: ${invitation.cancelUrl}`);
  });
});

describe("the links' tokens", () => {
  it('are 256 random bits in base64url, a new one each draw', () => {
    const random = seededRandom(7);
    const tokens = Array.from({ length: 50 }, () => drawCapabilityToken(random));

    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(50);
    expect(drawCapabilityToken({ next: () => 0 })).toBe('A'.repeat(43));
  });

  it('are read back from their paths, and nothing else is', () => {
    const token = drawCapabilityToken(seededRandom(1));
    expect(passOfPath(passPath('no-asistire', token))).toEqual({ purpose: 'no-asistire', token });
    expect(passOfPath(passPath('elegir', token))).toEqual({ purpose: 'elegir', token });
    expect(passOfPath(`/charla/no-asistire/${token}x`)).toBeUndefined();
    expect(passOfPath(`/charla/otra/${token}`)).toBeUndefined();
    expect(passOfPath('/charla/elegir/')).toBeUndefined();
  });

  it('work until used or past their time', () => {
    const now = new Date('2026-03-14T15:00:00.000Z');
    const pass: StoredPass = {
      purpose: 'elegir',
      applicationId: 'SOL1001',
      expiresAt: new Date(now.getTime() + 1),
      usedAt: null,
    };
    expect(passStateOf(pass, now)).toBe('valid');
    expect(passStateOf({ ...pass, usedAt: now }, now)).toBe('used');
    expect(passStateOf({ ...pass, expiresAt: now }, now)).toBe('expired');
    expect(passStateOf(undefined, now)).toBe('unknown');
  });

  it("free a seat by the talk's current start, so a talk postponed past the first keeps its link", () => {
    const issuedFor = new Date('2026-03-14T15:00:00.000Z');
    const postponed = new Date(issuedFor.getTime() + 40 * 24 * 3_600_000);
    const assignedAt = new Date('2026-03-01T15:00:00.000Z');
    const pass: StoredPass = {
      purpose: 'no-asistire',
      applicationId: 'SOL1001',
      talkId: 't1',
      assignedAt,
      expiresAt: cancelPassKeptUntil(issuedFor),
      usedAt: null,
    };
    // Its record outlives the start it was sent for by 90 days (Firestore's TTL reads it).
    expect(pass.expiresAt.getTime() - issuedFor.getTime()).toBe(90 * 24 * 3_600_000);
    const talk = { id: 't1', startsAt: postponed, place: 'Salón', seats: 10, taken: 1 };
    const seat = { talkId: 't1', applicationId: 'SOL1001' as const, assignedAt, attended: false };
    const dayAfterFirstStart = new Date(issuedFor.getTime() + 24 * 3_600_000);
    expect(cancelStateOf(pass, talk, seat, dayAfterFirstStart)).toBe('open');
    expect(cancelStateOf(pass, talk, seat, postponed)).toBe('begun');
  });
});
