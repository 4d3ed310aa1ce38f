import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWellFormedEmail } from '../../../src/submission/domain/rules/email';

/** firestore.rules' isEmail pattern, read from the file as the rules hold it. */
function rulesEmailPattern(): RegExp {
  const rules = readFileSync('firestore.rules', 'utf8');
  const match = /function isEmail\(value\) \{[^}]*?value\.matches\("([^"]+)"\)/s.exec(rules);
  if (!match?.[1]) throw new Error('firestore.rules has no isEmail');
  return new RegExp(match[1]);
}

const SAMPLES = [
  'ana@example.com',
  'ana.lopez+coop@correo.com.sv',
  "o'brien@example.org",
  'ana@example',
  'ana@-example.com',
  'ana.lopez%40gmail.com?bcc=espia%40evil.example&subject=hola@gmail.com',
  'ana?x@gmail.com',
  'ana&x@gmail.com',
  'ana=x@gmail.com',
  'ana%x@gmail.com',
];

/** A staff member's correction of an e-mail passes the rules exactly when the form's rule passes. */
describe('firestore.rules and src/submission/domain/rules/email.ts', () => {
  it.each(SAMPLES)('agree on %j', (email) => {
    expect(rulesEmailPattern().test(email)).toBe(isWellFormedEmail(email));
  });
});
