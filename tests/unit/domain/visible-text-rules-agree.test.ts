import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BLANK_CODE_POINTS,
  HIDDEN_CODE_POINTS,
  TABS_AND_NEWLINES,
  type CodePointRange,
} from '../../../src/submission/domain/rules/visible-text';

/**
 * A code point as firestore.rules writes it in a character class: the rules' own escape up to
 * U+FFFF (the rules turn it into the character itself); past it RE2's \x{…}, with the backslash
 * doubled so that the pattern gets one.
 */
function escaped(codePoint: number): string {
  const hex = codePoint.toString(16);
  return codePoint <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\\\x{${hex}}`;
}

/** The inside of a character class holding exactly these ranges, in this order. */
function rulesClass(ranges: readonly CodePointRange[]): string {
  return ranges
    .map(([first, last]) =>
      first === last ? escaped(first) : `${escaped(first)}-${escaped(last)}`,
    )
    .join('');
}

/** Each `function name() { return '…'; }` of firestore.rules, by name. */
function constantFunctions(rules: string): Map<string, string> {
  return new Map(
    [...rules.matchAll(/function (\w+)\(\) \{\s*return '([^']*)';\s*\}/g)].map((match) => [
      match[1] ?? '',
      match[2] ?? '',
    ]),
  );
}

describe('firestore.rules and src/submission/domain/rules/visible-text.ts', () => {
  const rules = readFileSync('firestore.rules', 'utf8');
  const constants = constantFunctions(rules);

  it.each([
    ['blankCharacters', 'BLANK_CODE_POINTS', BLANK_CODE_POINTS],
    ['hiddenCharacters', 'HIDDEN_CODE_POINTS', HIDDEN_CODE_POINTS],
    ['tabsAndNewlines', 'TABS_AND_NEWLINES', TABS_AND_NEWLINES],
  ] as const)(
    "agree code point for code point: the rules' %s() is the domain's %s",
    (name, listName, ranges) => {
      expect(constants.get(name)).toBe(rulesClass(ranges));
      expect(rules).toContain(`${listName}:`);
    },
  );

  it('name the domain file the classes come from', () => {
    expect(rules).toContain('src/submission/domain/rules/visible-text.ts');
  });

  it('hold no character that would end a class, negate it or make a range of its own', () => {
    const special = ['\\', ']', '[', '^', '-'].map((character) => character.codePointAt(0) ?? 0);
    for (const ranges of [BLANK_CODE_POINTS, HIDDEN_CODE_POINTS, TABS_AND_NEWLINES])
      for (const [first, last] of ranges) {
        expect(first).toBeLessThanOrEqual(last);
        expect(special.filter((code) => code >= first && code <= last)).toEqual([]);
      }
  });
});
