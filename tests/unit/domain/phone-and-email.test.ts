import { describe, expect, it } from 'vitest';
import { isWellFormedEmail } from '../../../src/submission/domain/rules/email';
import {
  hasValidPhonePrefix,
  isCompletePhone,
  leadingCountryCode,
  PHONE_PREFIXES,
  withoutCountryCode,
} from '../../../src/submission/domain/rules/phone';
import { FIELD_MASKS, TYPED_INTO } from '../../../src/submission/domain/rules/field-masks';
import { fitToMask } from '../../../src/submission/adapters/server/plain-form-request';

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

describe("a phone with El Salvador's country code (503)", () => {
  it('is never mistaken for a national number: none begins with 5 or 0', () => {
    for (const prefix of PHONE_PREFIXES) expect(['5', '0']).not.toContain(prefix);
  });

  it.each([
    ['503', '503'],
    ['5037123', '503'],
    ['00503', '00503'],
    ['005037123', '00503'],
  ])('finds the code at the start of %s', (digits, code) => {
    expect(leadingCountryCode(digits)).toBe(code);
  });

  it.each(['', '5', '50', '0050', '71234567', '25037123', '0503'])(
    'finds no code at the start of %j',
    (digits) => {
      expect(leadingCountryCode(digits)).toBeUndefined();
    },
  );

  it.each(['+503 7123 4567', '(503) 7123-4567', '50371234567', '00503 7123-4567', '503 7123-4567'])(
    'keeps the 8 national digits of %s',
    (text) => {
      expect(withoutCountryCode(text)).toBe('71234567');
    },
  );

  it.each(['503 7123-456', '503712345678', '7123-4567', '5037-1234'])(
    'leaves %s as it came: not a code and exactly 8 digits',
    (text) => {
      expect(withoutCountryCode(text)).toBe(text);
    },
  );

  const typed = TYPED_INTO.phone!;

  it('holds a number typed after its code in a pattern long enough for both', () => {
    expect(typed.patternFor('503')).toBe(`000 ${FIELD_MASKS.phone}`);
    expect(typed.patternFor('503 7123-45')).toBe(`000 ${FIELD_MASKS.phone}`);
    expect(typed.patternFor('00503 7')).toBe(`00000 ${FIELD_MASKS.phone}`);
    for (const typedSoFar of ['', '5', '50', '7123-4567', '2503-1234'])
      expect(typed.patternFor(typedSoFar)).toBeUndefined();
  });

  it('makes the whole typed number its 8 digits by the paste rule, and nothing else', () => {
    expect(typed.settle).toBe(withoutCountryCode);
    expect(typed.settle('503 7123-4567')).toBe('71234567');
    expect(typed.settle('503 7123-456')).toBe('503 7123-456');
  });

  it('is the rule the server applies to the plain form too', () => {
    expect(fitToMask('phone', '50371234567')).toBe('7123-4567');
    expect(fitToMask('phone', '+503 7123-4567')).toBe('7123-4567');
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
