import { describe, expect, it } from 'vitest';
import { isWellFormedEmail } from '../../../src/submission/domain/rules/email';
import { hasValidPhonePrefix, isCompletePhone } from '../../../src/submission/domain/rules/phone';

describe('phone', () => {
  it.each(['2335-1200', '6123-4567', '7890-1234'])(
    'accepts %s (starts with 2, 6 or 7)',
    (phone) => {
      expect(hasValidPhonePrefix(phone)).toBe(true);
    },
  );
  it.each(['1234-5678', '3123-4567', '8123-4567', '9123-4567', '0123-4567'])(
    'rejects the prefix of %s',
    (phone) => {
      expect(isCompletePhone(phone)).toBe(true);
      expect(hasValidPhonePrefix(phone)).toBe(false);
    },
  );
  it.each(['7123-456', '71234567', '7123-45678', ''])('treats %j as incomplete', (phone) => {
    expect(isCompletePhone(phone)).toBe(false);
  });
});

describe('email', () => {
  it.each(['ana@example.com', 'ana.lopez+coop@correo.com.sv', 'A_B@sub.dominio.org'])(
    'accepts %s',
    (email) => {
      expect(isWellFormedEmail(email)).toBe(true);
    },
  );
  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana @example.com',
    'ana@exa mple.com',
    'ana@@example.com',
    'ana@-example.com',
  ])('rejects %j', (email) => expect(isWellFormedEmail(email)).toBe(false));
  it.each([
    'ana.lopez%40gmail.com?bcc=espia%40evil.example&subject=hola@gmail.com',
    'ana?x@gmail.com',
    'ana&x@gmail.com',
    'ana=x@gmail.com',
    'ana%x@gmail.com',
  ])('rejects %j: a mailto link would read ? & = % as its own syntax', (email) =>
    expect(isWellFormedEmail(email)).toBe(false),
  );
  it('rejects addresses longer than 254 characters', () => {
    expect(
      isWellFormedEmail(
        `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`,
      ),
    ).toBe(true);
    expect(
      isWellFormedEmail(
        `${'a'.repeat(64)}@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.com`,
      ),
    ).toBe(false);
  });
});
