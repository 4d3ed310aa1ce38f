import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOTICE_PREFERENCES } from '../../../src/access/domain/notice-preference';

describe("a member's choices of e-mail notices", () => {
  it('are exactly the ones firestore.rules let a member write on their own entry', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const lists = [...rules.matchAll(/request\.resource\.data\.notices in \[([^\]]*)\]/g)].map(
      (match) => [...(match[1] ?? '').matchAll(/'([^']*)'/g)].map((value) => value[1]),
    );
    expect(lists).toEqual([[...NOTICE_PREFERENCES]]);
    expect(rules).toContain('src/access/domain/notice-preference.ts');
  });
});
