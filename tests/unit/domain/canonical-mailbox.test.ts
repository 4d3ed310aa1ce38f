import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '../../../src/notifications/domain/canonical-mailbox';

describe('the mailbox an address reaches (canonicalMailbox)', () => {
  it.each([
    ['Ana.Lopez@Gmail.com', 'analopez@gmail.com'],
    ['a.n.a@gmail.com', 'ana@gmail.com'],
    ['ana+1@gmail.com', 'ana@gmail.com'],
    ['a.na+coop.sv@googlemail.com', 'ana@gmail.com'],
    [' ANA@GMAIL.COM ', 'ana@gmail.com'],
  ])('reads %j as Gmail does: %s', (typed, mailbox) => {
    expect(canonicalMailbox(typed)).toBe(mailbox);
  });

  it.each([
    ['ana.lopez@correo.com.sv', 'ana.lopez@correo.com.sv'],
    ['Ana.Lopez+coop@Outlook.com', 'ana.lopez@outlook.com'],
    ['luis+@yahoo.com', 'luis@yahoo.com'],
    ['ana-lopez@example.org', 'ana-lopez@example.org'],
  ])('keeps the dots elsewhere and drops only the tag: %j is %s', (typed, mailbox) => {
    expect(canonicalMailbox(typed)).toBe(mailbox);
  });

  it('keeps a local part that is only a tag (it names no other mailbox)', () => {
    expect(canonicalMailbox('+ana@example.com')).toBe('+ana@example.com');
  });

  it('tells apart mailboxes that differ by more than their dots, tags or capitals', () => {
    expect(canonicalMailbox('ana@gmail.com')).not.toBe(canonicalMailbox('anna@gmail.com'));
    expect(canonicalMailbox('a.na@example.com')).not.toBe(canonicalMailbox('ana@example.com'));
  });
});
