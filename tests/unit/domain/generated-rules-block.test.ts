import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_END,
  BLOCK_START,
  generatedRulesBlock,
  rulesWithGeneratedBlock,
  staleRulesBlock,
} from '../../../build/rules/generated-rules-block';

const rules = readFileSync('firestore.rules', 'utf8');

/** The names of the functions the generated block defines. */
const generatedFunctions = [...generatedRulesBlock().matchAll(/function (\w+)\(/g)].map(
  ([, name]) => name!,
);

/** The rules outside the generated block: what is written by hand. */
const handWritten =
  rules.slice(0, rules.indexOf(BLOCK_START)) + rules.slice(rules.indexOf(BLOCK_END));

/**
 * firestore.rules state the domain's DUI and NIT check digits, its visible-text classes, name and
 * e-mail patterns, the checklist's completeness and the workflow's moves once: written from
 * src/*\/domain by build/rules/generated-rules-block.ts (`npm run rules:generate`), never copied
 * by hand.
 */
describe("firestore.rules' generated block", () => {
  it('is what the domain writes now, as checked in (else: npm run rules:generate)', () => {
    expect(rulesWithGeneratedBlock(rules)).toBe(rules);
    expect(staleRulesBlock(rules)).toBeUndefined();
  });

  it('holds the rules that restated the domain, each used by the hand-written rules', () => {
    expect(generatedFunctions).toEqual(
      expect.arrayContaining([
        'hasValidDuiCheckDigit',
        'hasValidNitCheckDigit',
        'blankCharacters',
        'hiddenCharacters',
        'tabsAndNewlines',
        'nameCharacters',
        'domainLike',
        'isWellFormedEmail',
        'hasValidPhonePrefix',
        'isChecklistComplete',
        'isRequiredItem',
        'isChecklistValue',
        'isTypedField',
        'hasFlagsOf',
        'isTransition',
        'isCloseReason',
      ]),
    );
    for (const name of generatedFunctions) {
      expect(rules.split(`function ${name}(`), `${name} defined once`).toHaveLength(2);
      expect(rules.split(`${name}(`).length, `${name} called`).toBeGreaterThan(2);
    }
    for (const name of ['hasValidDuiCheckDigit', 'isChecklistComplete', 'isTransition'])
      expect(handWritten).toContain(`${name}(`);
  });

  it('is found stale when it differs from what the domain writes (an edit by hand, a rule changed in the domain), or when its markers go', () => {
    const edited = rules.replace('int(d[0]) * 9', 'int(d[0]) * 8');
    expect(edited).not.toBe(rules);
    expect(staleRulesBlock(edited)).toMatch(/npm run rules:generate/);
    expect(rulesWithGeneratedBlock(edited)).toBe(rules);

    expect(staleRulesBlock(rules.replace(BLOCK_START, ''))).toMatch(/no generated block/);
    expect(() => rulesWithGeneratedBlock(rules.replace(BLOCK_END, ''))).toThrow(
      /no generated block/,
    );
    expect(staleRulesBlock(`${rules}\n${BLOCK_START}\n${BLOCK_END}\n`)).toMatch(/more than one/);
  });
});
