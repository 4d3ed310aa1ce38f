import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  receiptMailOf,
  reviewMarkOf,
} from '../../../src/inbox/adapters/firestore/arrival-documents';
import { noticePreferenceOf } from '../../../src/access/adapters/firebase/staff-entry-document';
import type { StoredDocument } from '../../../src/shared/adapters/staff-firebase/document-reader';
import { expectMalformed as expectMalformedBy } from '../../support/expect-malformed';

/** What an applicant's receipt holds before it is sent: their address and the message. */
const SECRET = 'rosalinda.quintanilla@example.com';
const AT = new Date('2026-11-23T16:42:00Z');

const documentAt = (path: string, data: Record<string, unknown>): StoredDocument => ({
  path,
  id: path.split('/').at(-1) as string,
  data,
});
const receipt = (data: Record<string, unknown>) =>
  documentAt('Outbox/SOL1000-acuse', { to: SECRET, text: SECRET, html: SECRET, ...data });

/** The mapper fails naming the document and the field, and no value it found. */
const expectMalformed = (map: () => unknown, path: string, field: string) =>
  void expectMalformedBy(map, path, field, [SECRET]);

describe("the receipt's mapper", () => {
  it('reads each state with what staff are told of it, and nothing of the message', () => {
    const nextAttemptAt = Timestamp.fromDate(AT);
    expect(receiptMailOf(receipt({ state: 'pending', attempts: 2, nextAttemptAt }))).toEqual({
      state: 'pending',
      attempts: 2,
      nextAttemptAt: AT,
    });
    // Once sent, the server blanks the message (or removes it): neither matters here.
    const sent = { state: 'sent', sentAt: nextAttemptAt, attempts: 1, nextAttemptAt: null };
    expect(receiptMailOf(documentAt('Outbox/SOL1000-acuse', sent))).toEqual({
      state: 'sent',
      sentAt: AT,
    });
    expect(receiptMailOf(receipt({ state: 'failed', attempts: 14, nextAttemptAt: null }))).toEqual({
      state: 'failed',
      attempts: 14,
    });
  });

  it.each([
    ['state', { state: SECRET, attempts: 1 }],
    ['state', { attempts: 1 }],
    ['attempts', { state: 'failed', attempts: SECRET }],
    ['attempts', { state: 'failed', attempts: -1 }],
    ['attempts', { state: 'failed', attempts: 1.5 }],
    ['nextAttemptAt', { state: 'pending', attempts: 0, nextAttemptAt: SECRET }],
    ['nextAttemptAt', { state: 'pending', attempts: 0, nextAttemptAt: null }],
    ['sentAt', { state: 'sent', sentAt: AT.toISOString() }],
  ])('fails on %s when it is missing or wrong: %o', (field, data) => {
    expectMalformed(() => receiptMailOf(receipt(data)), 'Outbox/SOL1000-acuse', field);
  });
});

describe("the review mark's mapper", () => {
  const mark = (data: Record<string, unknown>) => documentAt('ReviewMarks/SOL1000', data);

  it('reads why and when', () => {
    const stored = mark({ reason: 'limite-de-recepcion', markedAt: Timestamp.fromDate(AT) });
    expect(reviewMarkOf(stored)).toEqual({ reason: 'limite-de-recepcion', markedAt: AT });
  });

  it.each([
    ['reason', { reason: SECRET, markedAt: Timestamp.fromDate(AT) }],
    ['markedAt', { reason: 'limite-de-recepcion', markedAt: SECRET }],
  ])('fails on %s when it is wrong', (field, data) => {
    expectMalformed(() => reviewMarkOf(mark(data)), 'ReviewMarks/SOL1000', field);
  });
});

describe("the staff entry's notices", () => {
  const entry = (data: Record<string, unknown>) =>
    documentAt('Staff/uid-1', { role: 'staff', ...data });

  it('reads no choice as none, and each choice as it is', () => {
    expect(noticePreferenceOf(entry({}))).toBe('ninguno');
    expect(noticePreferenceOf(entry({ notices: 'cada-solicitud' }))).toBe('cada-solicitud');
    expect(noticePreferenceOf(entry({ notices: 'resumen-diario' }))).toBe('resumen-diario');
    expect(noticePreferenceOf(entry({ notices: 'ninguno' }))).toBe('ninguno');
  });

  it.each([SECRET, true, null, 'Cada-Solicitud', 'resumen'])(
    'fails on notices of %o',
    (notices) => {
      expectMalformed(() => noticePreferenceOf(entry({ notices })), 'Staff/uid-1', 'notices');
    },
  );
});
