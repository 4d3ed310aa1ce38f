import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOMAIN_LIKE, NAME_CHARACTERS } from '../../../src/submission/domain/rules/person-name';

/** `function name() { return '…'; }` (or "…") of firestore.rules: the string as written. */
function rulesConstant(rules: string, name: string): string | undefined {
  const found = new RegExp(`function ${name}\\(\\) \\{\\s*return (['"])(.*?)\\1;\\s*\\}`).exec(
    rules,
  );
  return found?.[2];
}

/** A pattern as a rules string writes it: each backslash doubled, so that the pattern gets one. */
const asRulesString = (pattern: string) => pattern.replaceAll('\\', '\\\\');

describe('firestore.rules and src/submission/domain/rules/person-name.ts', () => {
  const rules = readFileSync('firestore.rules', 'utf8');

  it.each([
    ['nameCharacters', NAME_CHARACTERS],
    ['domainLike', DOMAIN_LIKE],
  ])("agree: the rules' %s() is the domain's pattern", (name, pattern) => {
    expect(rulesConstant(rules, name)).toBe(asRulesString(pattern));
  });

  it("check an admin's correction of either name with them", () => {
    expect(rules).toContain("field == 'first_name' ? isPersonName(value)");
    expect(rules).toContain("field == 'last_name' ? isPersonName(value)");
    expect(rules).toContain('src/submission/domain/rules/person-name.ts');
  });
});
